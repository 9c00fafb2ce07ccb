import { createStickyHeader, FOCUS_CLEARANCE_PX } from './sticky-header';
import { box, holdFrames } from './test-frames';

// The header's focus clearance: a focused element whose start the stuck header covers scrolls
// clear of it, now and again a frame later; an element the page has scrolled past does not.
describe( 'sticky header focus clearance', () => {
	const HEADER_PX = 80;
	let header: HTMLElement;
	let main: HTMLElement;
	let scrollBy: jest.SpyInstance;
	let destroy: () => void;
	let stuck = false;
	let frames: { run: () => void };

	beforeEach( () => {
		document.body.innerHTML =
			'<div><header tabindex="-1"></header></div><main tabindex="-1"></main>';
		header = document.querySelector( 'header' ) as HTMLElement;
		main = document.querySelector( 'main' ) as HTMLElement;
		header.getBoundingClientRect = () => box( 0, HEADER_PX );
		Object.defineProperty( header, 'offsetHeight', {
			value: HEADER_PX,
		} );
		frames = holdFrames();
		scrollBy = jest
			.spyOn( window, 'scrollBy' )
			.mockImplementation( () => {} );
		Object.defineProperty( window, 'scrollY', {
			value: 2000,
			configurable: true,
		} );
		const sticky = createStickyHeader( header );
		destroy = sticky.destroy;
		stuck = sticky.isSticky();
	} );

	afterEach( () => {
		destroy();
		jest.restoreAllMocks();
	} );

	it( 'moves an element whose start is under the stuck header clear of it', () => {
		expect( stuck ).toBe( true );
		main.getBoundingClientRect = () => box( 30, 400 );
		main.focus();
		expect( scrollBy ).toHaveBeenCalledWith(
			0,
			30 - HEADER_PX - FOCUS_CLEARANCE_PX
		);
	} );

	it( 'leaves alone an element the page has since scrolled past (back-to-top focus, then a scroll down)', () => {
		expect( stuck ).toBe( true );
		// Focus lands on <main> at the top of the page: nothing covered.
		main.getBoundingClientRect = () => box( 200, 5000 );
		main.focus();
		expect( scrollBy ).not.toHaveBeenCalled();
		// The visitor scrolls to the bottom before the frame's second check.
		main.getBoundingClientRect = () => box( -4300, 5000 );
		frames.run();
		expect( scrollBy ).not.toHaveBeenCalled();
	} );
} );
