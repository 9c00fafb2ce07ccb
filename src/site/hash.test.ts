import { openFormPopup } from './site-header';
import { targetTop, usableHash } from './hash';
import { sectionInView } from './one-page-menu';
import {
	shouldStick,
	stickyLogoHeight,
	swapRetinaLogos,
} from './sticky-header';

describe( 'hash filter', () => {
	it.each( [ '#a&b', '#/route', '#x?y', '#', '' ] )(
		'ignores %p',
		( hash ) => {
			expect( usableHash( hash ) ).toBeNull();
		}
	);

	it( 'keeps plain ids, decoded', () => {
		expect( usableHash( '#pricing' ) ).toBe( 'pricing' );
		expect( usableHash( '#caf%C3%A9' ) ).toBe( 'café' );
	} );

	it( 'aims below the fixed header and never above the page', () => {
		expect( targetTop( 800, 200, 60 ) ).toBe( 940 );
		expect( targetTop( 10, 0, 60 ) ).toBe( 0 );
	} );
} );

describe( 'one-page menu', () => {
	const tops = [
		{ id: 'intro', top: -900 },
		{ id: 'features', top: 40 },
		{ id: 'pricing', top: 900 },
	];
	it( 'marks the last section whose top passed the line', () => {
		expect( sectionInView( tops, 60 ) ).toBe( 'features' );
		expect( sectionInView( tops, 30 ) ).toBe( 'intro' );
		expect( sectionInView( [ { id: 'a', top: 500 } ], 60 ) ).toBeNull();
	} );
} );

describe( 'sticky header', () => {
	it( 'sticks only past the header height', () => {
		expect( shouldStick( 80, 80, false, 1440 ) ).toBe( false );
		expect( shouldStick( 81, 80, false, 1440 ) ).toBe( true );
	} );

	it( 'skips creative headers from 768 px', () => {
		expect( shouldStick( 500, 80, true, 768 ) ).toBe( false );
		expect( shouldStick( 500, 80, true, 767 ) ).toBe( true );
	} );

	it( 'holds the sticky logo between 35 and 110 px, 60 by default', () => {
		expect( stickyLogoHeight( null ) ).toBe( 60 );
		expect( stickyLogoHeight( 10 ) ).toBe( 35 );
		expect( stickyLogoHeight( 500 ) ).toBe( 110 );
		expect( stickyLogoHeight( 72.4 ) ).toBe( 72 );
	} );

	it( 'swaps retina logos only above pixel ratio 1', () => {
		document.body.innerHTML = '<img src="/a.png" data-retina="/a@2x.png">';
		expect( swapRetinaLogos( document, 1 ) ).toBe( 0 );
		expect( swapRetinaLogos( document, 2 ) ).toBe( 1 );
		expect( document.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			'/a@2x.png'
		);
	} );
} );

describe( 'contact form marker', () => {
	it( 'opens the popup that holds the form', () => {
		document.body.innerHTML =
			'<dialog data-stagecraft-popup><div id="wpcf7-f5-p2-o1"></div></dialog><div id="plain"></div>';
		const opened = jest.fn();
		document
			.querySelector( 'dialog' )
			?.addEventListener( 'stagecraft:popup-open', opened );
		expect( openFormPopup( 'plain' ) ).toBe( false );
		expect( openFormPopup( 'wpcf7-f9-p2-o1' ) ).toBe( false );
		expect( openFormPopup( 'wpcf7-f5-p2-o1' ) ).toBe( true );
		expect( opened ).toHaveBeenCalledTimes( 1 );
	} );
} );
