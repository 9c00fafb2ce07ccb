import {
	BACK_TO_TOP_FOCUS_MS,
	backToTopVisible,
	createScrollHelpers,
} from './scroll-helpers';
import { adjacentSection, createSectionLinks } from './section-links';

describe( 'scroll helpers', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		window.scrollTo = jest.fn();
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'shows scroll-to-top from one screen down', () => {
		expect( backToTopVisible( 0, 800 ) ).toBe( false );
		expect( backToTopVisible( 799, 800 ) ).toBe( false );
		expect( backToTopVisible( 800, 800 ) ).toBe( true );
	} );

	it( 'reads the scroll position in the next frame, not while the script runs', () => {
		document.body.innerHTML = `<button data-stagecraft-back-to-top>Back to top</button>`;
		const button = document.querySelector( 'button' ) as HTMLButtonElement;
		// jsdom's scrollY is a plain value: a getter in its place counts the reads.
		const scrollY = jest.fn( () => 2000 );
		const original = Object.getOwnPropertyDescriptor( window, 'scrollY' );
		Object.defineProperty( window, 'scrollY', {
			configurable: true,
			get: scrollY,
		} );
		const helpers = createScrollHelpers( document );
		try {
			expect( scrollY ).not.toHaveBeenCalled();
			expect( button.classList ).not.toContain( 'is-visible' );
			jest.advanceTimersByTime( 20 );
			expect( button.classList ).toContain( 'is-visible' );
		} finally {
			helpers.destroy();
			Object.defineProperty(
				window,
				'scrollY',
				original ?? { value: 0 }
			);
		}
	} );

	it( 'finds the section before and after, none past either end', () => {
		const list = [ 'a', 'b', 'c' ];
		expect( adjacentSection( list, 'b', 'next' ) ).toBe( 'c' );
		expect( adjacentSection( list, 'b', 'prev' ) ).toBe( 'a' );
		expect( adjacentSection( list, 'c', 'next' ) ).toBeNull();
		expect( adjacentSection( list, 'a', 'prev' ) ).toBeNull();
		expect( adjacentSection( list, 'x', 'next' ) ).toBeNull();
	} );

	it( 'scroll-to-top scrolls to 0, holds focus 1500 ms, then moves focus to the top', () => {
		document.body.innerHTML = `<main><p>Top</p></main>
			<button data-stagecraft-back-to-top>Back to top</button>`;
		const button = document.querySelector( 'button' ) as HTMLButtonElement;
		const helpers = createScrollHelpers( document );
		button.focus();
		button.click();
		jest.advanceTimersByTime( 600 );
		expect( window.scrollTo ).toHaveBeenLastCalledWith( 0, 0 );
		expect( button.classList ).toContain( 'is-focus' );
		expect( button.classList ).toContain( 'is-visible' );
		expect( document.body.ownerDocument.activeElement ).toBe( button );
		jest.advanceTimersByTime( BACK_TO_TOP_FOCUS_MS - 600 );
		expect( button.classList ).not.toContain( 'is-focus' );
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.querySelector( 'main' )
		);
		helpers.destroy();
	} );

	it( 'previous/next buttons move between sections; at an end the console says so', () => {
		document.body.innerHTML = `
			<div class="stagecraft-section" id="s1"><button data-stagecraft-goto="prev">p</button><button data-stagecraft-goto="next">n</button></div>
			<div class="stagecraft-section" id="s2"><button data-stagecraft-goto="next">n</button></div>`;
		const helpers = createSectionLinks(
			document,
			createScrollHelpers( document ).slot
		);
		const [ prev1, next1, next2 ] = Array.from(
			document.querySelectorAll< HTMLButtonElement >( 'button' )
		);
		next1.click();
		expect( document.body.ownerDocument.activeElement?.id ).toBe( 's2' );
		next2.click();
		expect( console ).toHaveLoggedWith( 'Next section does not exist' );
		prev1.click();
		expect( console ).toHaveLoggedWith( 'Previous section does not exist' );
		helpers.destroy();
	} );

	it( 'the table of contents toggles and its links focus their heading', () => {
		document.body.innerHTML = `
			<nav data-stagecraft-toc><button class="stagecraft-toc__toggle" aria-expanded="true" aria-controls="l">TOC</button>
			<ol id="l"><li><a id="go" href="#h">H</a></li></ol></nav><h2 id="h">H</h2>`;
		const helpers = createSectionLinks(
			document,
			createScrollHelpers( document ).slot
		);
		const toggle = document.querySelector( 'button' ) as HTMLButtonElement;
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( document.getElementById( 'l' )?.hidden ).toBe( true );
		toggle.click();
		expect( document.getElementById( 'l' )?.hidden ).toBe( false );
		document.getElementById( 'go' )?.click();
		expect( document.body.ownerDocument.activeElement?.id ).toBe( 'h' );
		expect( window.location.hash ).toBe( '#h' );
		helpers.destroy();
	} );
} );
