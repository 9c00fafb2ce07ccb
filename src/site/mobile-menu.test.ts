import {
	LINK_CLOSE_MS,
	SLIDE_MS,
	createMobileMenu,
	isHashOnlyLink,
} from './mobile-menu';

function setup() {
	document.body.innerHTML = `
		<button id="t" aria-expanded="false" aria-controls="s">Menu</button>
		<div id="s" hidden>
			<div data-close-slide class="overlay"></div>
			<div class="stagecraft-side-slide__panel">
				<button class="stagecraft-side-slide__close" data-close-slide>x</button>
				<button data-show-area="search">Search</button>
				<nav data-area="menu"><a id="go" href="/page/">Page</a><a id="bare" href="#">Parent</a></nav>
				<div data-area="search" hidden><input></div>
			</div>
		</div>`;
	const toggle = document.getElementById( 't' ) as HTMLButtonElement;
	const slide = document.getElementById( 's' ) as HTMLElement;
	return { toggle, slide, menu: createMobileMenu( slide, toggle ) };
}

describe( 'mobile side slide', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'only a bare # counts as hash-only', () => {
		expect( isHashOnlyLink( '#' ) ).toBe( true );
		expect( isHashOnlyLink( '#pricing' ) ).toBe( false );
		expect( isHashOnlyLink( '/a/#b' ) ).toBe( false );
	} );

	it( 'opens and closes with aria-expanded, hiding after 300 ms', () => {
		const { toggle, slide, menu } = setup();
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( slide.hidden ).toBe( false );
		( slide.querySelector( '.overlay' ) as HTMLElement ).click();
		expect( menu.isOpen() ).toBe( false );
		jest.advanceTimersByTime( SLIDE_MS - 1 );
		expect( slide.hidden ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( slide.hidden ).toBe( true );
		menu.destroy();
	} );

	it( 'closes 500 ms after a link click, not for a bare #', () => {
		const { toggle, slide, menu } = setup();
		toggle.click();
		( slide.querySelector( '#bare' ) as HTMLElement ).click();
		jest.advanceTimersByTime( 1000 );
		expect( menu.isOpen() ).toBe( true );
		( slide.querySelector( '#go' ) as HTMLElement ).click();
		jest.advanceTimersByTime( LINK_CLOSE_MS - 1 );
		expect( menu.isOpen() ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( menu.isOpen() ).toBe( false );
		menu.destroy();
	} );

	it( 'swaps the menu area and closes on Escape; destroy removes the listeners', () => {
		const { toggle, slide, menu } = setup();
		toggle.click();
		(
			slide.querySelector( '[data-show-area="search"]' ) as HTMLElement
		 ).click();
		expect(
			( slide.querySelector( '[data-area="menu"]' ) as HTMLElement )
				.hidden
		).toBe( true );
		expect(
			( slide.querySelector( '[data-area="search"]' ) as HTMLElement )
				.hidden
		).toBe( false );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( menu.isOpen() ).toBe( false );
		menu.destroy();
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );
} );
