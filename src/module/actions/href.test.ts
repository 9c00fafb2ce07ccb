import { actionSchema } from '../../schema/action';
import { hrefOf, samePageAnchor } from './href';

const page = {
	protocol: 'https:',
	host: 'shop.test',
	href: 'https://shop.test/modules/actions/?x=1',
};
const link = ( fields: Record< string, unknown > ) =>
	hrefOf( actionSchema.parse( { a: 'link', ...fields } ), page );

describe( 'hrefOf', () => {
	it( 'writes mailto and tel addresses', () => {
		expect( link( { ltype: 'mailto', link: 'hi@shop.test' } ) ).toBe(
			'mailto:hi@shop.test'
		);
		expect( link( { ltype: 'mailto', link: 'mailto:a@b.c' } ) ).toBe(
			'mailto:a@b.c'
		);
		// As stored: cleaned like esc_url_raw.
		expect( link( { ltype: 'mailto', link: 'http://a@b.c' } ) ).toBe(
			'mailto:a@b.c'
		);
		expect( link( { ltype: 'tel', link: 'http://+44%2020' } ) ).toBe(
			'tel:+4420'
		);
		expect( link( { ltype: 'tel', link: '+44 (20) 7946-0000' } ) ).toBe(
			'tel:+442079460000'
		);
	} );

	it( 'writes a bare hash from the anchor or the link', () => {
		expect( link( { ltype: 'hash', anchor: 'contact' } ) ).toBe(
			'#contact'
		);
		expect( link( { ltype: 'hash', link: '#top' } ) ).toBe( '#top' );
	} );

	it( 'applies the protocol modes', () => {
		expect( link( { link: 'http://other.test/a', http: 'keep' } ) ).toBe(
			'http://other.test/a'
		);
		expect( link( { link: 'http://other.test/a', http: 'https' } ) ).toBe(
			'https://other.test/a'
		);
		expect( link( { link: 'https://other.test/a', http: 'http' } ) ).toBe(
			'http://other.test/a'
		);
		// auto: this site's own links and protocol-less ones take the page's protocol.
		expect( link( { link: 'http://shop.test/a', http: 'auto' } ) ).toBe(
			'https://shop.test/a'
		);
		expect( link( { link: '//cdn.test/a' } ) ).toBe( 'https://cdn.test/a' );
		expect( link( { link: 'www.other.test' } ) ).toBe(
			'https://www.other.test'
		);
		expect( link( { link: 'http://other.test/a' } ) ).toBe(
			'http://other.test/a'
		);
		expect( link( { link: '/about/' } ) ).toBe( '/about/' );
	} );

	it( 'adds the anchor and cleans like esc_url', () => {
		expect( link( { link: '/about/#old', anchor: '#team' } ) ).toBe(
			'/about/#team'
		);
		expect( link( { link: 'javascript:alert(1)' } ) ).toBe( '' );
		expect( link( { link: '/a b"<c>' } ) ).toBe( '/a%20bc' );
		expect( link( {} ) ).toBe( '' );
	} );
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
