import { formatTriggers, parseTriggers } from './triggers';

describe( 'parseTriggers', () => {
	it( 'reads every kind', () => {
		expect(
			parseTriggers(
				'delay:3000; scroll:600;scroll:#pricing\nevent:offer:2;event:sale;hash'
			)
		).toEqual( [
			{ kind: 'delay', ms: 3000 },
			{ kind: 'scroll', offset: 600 },
			{ kind: 'element', id: 'pricing' },
			{ kind: 'event', name: 'offer', slide: 2 },
			{ kind: 'event', name: 'sale' },
			{ kind: 'hash' },
		] );
	} );

	it( 'tolerates case, spaces, repeats and empty entries', () => {
		expect( parseTriggers( ' DELAY : 10 ;;Hash;hash; ' ) ).toEqual( [
			{ kind: 'delay', ms: 10 },
			{ kind: 'hash' },
		] );
		expect( parseTriggers( undefined ) ).toEqual( [] );
		expect( parseTriggers( '' ) ).toEqual( [] );
	} );

	it( 'leaves out what does not parse', () => {
		expect(
			parseTriggers(
				'delay:soon;delay:-5;scroll:;scroll:#1x;event:;event:a b;hash:x;open:1;scroll:a"b'
			)
		).toEqual( [] );
	} );

	it( 'round-trips through the format the trigger builder writes', () => {
		const text = 'delay:3000;scroll:600;scroll:#pricing;event:offer:2;hash';
		expect( formatTriggers( parseTriggers( text ) ) ).toBe( text );
	} );
} );
