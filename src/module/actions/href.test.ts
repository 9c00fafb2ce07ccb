import { actionSchema } from '../../schema/action';
import fixture from '../../../tests/fixtures/link-href.json';
import { samePageAnchor } from './anchor';
import { hrefOf } from './href';

const page = {
	protocol: 'https:',
	host: 'shop.test',
	href: 'https://shop.test/modules/actions/?x=1',
};

describe( 'hrefOf', () => {
	it.each( fixture.cases.map( ( c ) => [ JSON.stringify( c.action ), c ] ) )(
		'%s (same as the server)',
		( _name, entry ) => {
			expect(
				hrefOf( actionSchema.parse( entry.action ), fixture.page )
			).toBe( entry.href );
		}
	);
} );

describe( 'samePageAnchor', () => {
	it( 'finds links to this page', () => {
		expect( samePageAnchor( '#contact', page ) ).toBe( 'contact' );
		expect( samePageAnchor( '/modules/actions?x=1#c', page ) ).toBe( 'c' );
		expect(
			samePageAnchor( 'https://shop.test/modules/actions/?x=1#c', page )
		).toBe( 'c' );
	} );

	it( 'leaves other pages and plain links alone', () => {
		expect( samePageAnchor( '/modules/actions/', page ) ).toBeNull();
		expect( samePageAnchor( '/other/#c', page ) ).toBeNull();
		expect( samePageAnchor( '/modules/actions/?x=2#c', page ) ).toBeNull();
		expect(
			samePageAnchor( 'https://other.test/modules/actions/?x=1#c', page )
		).toBeNull();
		expect( samePageAnchor( '#', page ) ).toBeNull();
	} );
} );
