import {
	applyScreenClasses,
	createScreenClasses,
	screenClasses,
} from './screen-classes';

describe( 'screen classes', () => {
	it.each( [
		[ 320, [ 'mobile', 'mobile-menu' ] ],
		[ 767, [ 'mobile', 'mobile-menu' ] ],
		[ 768, [ 'tablet', 'mobile-menu' ] ],
		[ 959, [ 'tablet', 'mobile-menu' ] ],
		[ 960, [ 'desktop', 'mobile-menu' ] ],
		[ 1239, [ 'desktop', 'mobile-menu' ] ],
		[ 1240, [ 'desktop' ] ],
		[ 1440, [ 'desktop' ] ],
		[ 1441, [ 'desktop', 'wide-screen' ] ],
	] )( 'at %i px: %j', ( width, classes ) => {
		expect( screenClasses( width ) ).toEqual( classes );
	} );

	it( 'the mobile-menu class follows the site’s own threshold', () => {
		expect( screenClasses( 1000, 1024 ) ).toContain( 'mobile-menu' );
		expect( screenClasses( 1024, 1024 ) ).not.toContain( 'mobile-menu' );
	} );

	it( 'sets exactly the classes of the width and reports a change', () => {
		const body = document.createElement( 'body' );
		body.className = 'home mobile wide-screen';
		expect( applyScreenClasses( body, 1000 ) ).toBe( true );
		expect( body.className ).toBe( 'home desktop mobile-menu' );
		expect( applyScreenClasses( body, 1100 ) ).toBe( false );
	} );

	it( 'updates when a media query changes and stops after destroy', () => {
		const listeners: Array< () => void > = [];
		window.matchMedia = jest.fn().mockImplementation( () => ( {
			matches: false,
			addEventListener: ( _: string, fn: () => void ) =>
				listeners.push( fn ),
			removeEventListener: ( _: string, fn: () => void ) =>
				listeners.splice( listeners.indexOf( fn ), 1 ),
		} ) );
		const body = document.body;
		body.dataset.menuBreakpoint = '1000';
		window.innerWidth = 1200;
		const seen: string[][] = [];
		body.addEventListener( 'stagecraft:screen', ( e ) =>
			seen.push(
				( e as CustomEvent< { classes: string[] } > ).detail.classes
			)
		);
		const handle = createScreenClasses( body );
		expect( body.classList.contains( 'desktop' ) ).toBe( true );
		expect( body.classList.contains( 'mobile-menu' ) ).toBe( false );
		expect( listeners ).toHaveLength( 4 );
		window.innerWidth = 700;
		listeners[ 0 ]();
		expect( body.classList.contains( 'mobile' ) ).toBe( true );
		expect( body.classList.contains( 'mobile-menu' ) ).toBe( true );
		expect( seen[ seen.length - 1 ] ).toEqual( [
			'mobile',
			'mobile-menu',
		] );
		handle.destroy();
		expect( listeners ).toHaveLength( 0 );
	} );
} );
