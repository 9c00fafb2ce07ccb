import { inScene, presetOf, timingOf } from './animations';

describe( 'in animation presets', () => {
	it( 'makes a two-frame scene ending at rest, with the timing on the last frame', () => {
		const scene = inScene( 'slide-up', {
			d: 500,
			st: 100,
			e: 'power2.out',
		} );
		expect( scene.frames ).toEqual( [
			{ o: 0, y: 40 },
			{ o: 1, y: 0, d: 500, st: 100, e: 'power2.out' },
		] );
		expect( timingOf( scene ) ).toEqual( {
			d: 500,
			st: 100,
			e: 'power2.out',
		} );
	} );

	it( 'recognises a preset whatever the key order, and names the others', () => {
		expect(
			presetOf( {
				frames: [
					{ y: 40, o: 0 },
					{ o: 1, y: 0 },
				],
			} )
		).toBe( 'slide-up' );
		expect( presetOf( { frames: [ { o: 0, y: 41 }, { o: 1 } ] } ) ).toBe(
			'custom'
		);
		expect( presetOf( undefined ) ).toBe( 'none' );
		expect( presetOf( { frames: [] } ) ).toBe( 'none' );
	} );
} );
