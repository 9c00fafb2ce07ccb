import {
	BANNER_COOKIE,
	createCookieBanner,
	followConsent,
} from './cookie-banner';
import { readCookie } from './cookies';

const banner = ( days: string ) => {
	document.body.innerHTML = `<div data-stagecraft-consent></div>
		<div data-stagecraft-cookie-banner hidden><p>Cookies</p>
		<button data-banner-accept data-days="${ days }">OK</button></div>`;
	return document.querySelector< HTMLElement >(
		'[data-stagecraft-cookie-banner]'
	) as HTMLElement;
};

const clearCookie = () => {
	document.cookie = `${ BANNER_COOKIE }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

describe( 'cookie banner beside the consent dialog', () => {
	afterEach( clearCookie );

	it( 'answering the dialog acknowledges the banner, which stays hidden', () => {
		const el = banner( '30' );
		const stop = followConsent( el );
		expect( readCookie( BANNER_COOKIE ) ).toBeNull();
		document.dispatchEvent( new CustomEvent( 'stagecraft:consent' ) );
		expect( readCookie( BANNER_COOKIE ) ).toBe( '1' );
		expect( el.hidden ).toBe( true );
		clearCookie();
		stop();
		document.dispatchEvent( new CustomEvent( 'stagecraft:consent' ) );
		expect( readCookie( BANNER_COOKIE ) ).toBeNull();
	} );

	it( "the banner's own script does the same where the dialog is on the page", () => {
		const el = banner( '30' );
		const handle = createCookieBanner( el );
		expect( el.hidden ).toBe( true );
		expect(
			document.documentElement.classList.contains(
				'has-stagecraft-cookie-banner'
			)
		).toBe( false );
		document.dispatchEvent( new CustomEvent( 'stagecraft:consent' ) );
		expect( readCookie( BANNER_COOKIE ) ).toBe( '1' );
		handle.destroy();
	} );
} );

// Keyboard focus and the banner (WCAG 2.4.11): a focused element that ends under the banner
// scrolls clear of it, now and again a frame later; one the page has scrolled away from does not.
describe( 'cookie banner focus clearance', () => {
	const BANNER_TOP = 668;
	let frames: FrameRequestCallback[] = [];
	let scrollBy: jest.SpyInstance;
	let handle: { destroy: () => void };
	let field: HTMLElement;
	const box = ( top: number, height: number ) =>
		( { top, bottom: top + height, height } ) as DOMRect;

	beforeEach( () => {
		document.body.innerHTML = `<textarea></textarea>
			<div data-stagecraft-cookie-banner hidden><p>Cookies</p>
			<button data-banner-accept>OK</button></div>`;
		field = document.querySelector( 'textarea' ) as HTMLElement;
		const el = document.querySelector< HTMLElement >(
			'[data-stagecraft-cookie-banner]'
		) as HTMLElement;
		el.getBoundingClientRect = () => box( BANNER_TOP, 100 );
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( cb ) => frames.push( cb )
		);
		scrollBy = jest
			.spyOn( window, 'scrollBy' )
			.mockImplementation( () => {} );
		handle = createCookieBanner( el );
	} );

	afterEach( () => {
		handle.destroy();
		frames = [];
		jest.restoreAllMocks();
		clearCookie();
	} );

	const runFrames = () => {
		const now = frames;
		frames = [];
		now.forEach( ( cb ) => cb( 0 ) );
	};

	it( 'lifts an element that ends under the banner, a frame after the focus too', () => {
		field.getBoundingClientRect = () => box( 100, 200 );
		field.focus();
		expect( scrollBy ).not.toHaveBeenCalled();
		// The browser's focus scroll left its end under the banner.
		field.getBoundingClientRect = () => box( 500, 200 );
		runFrames();
		expect( scrollBy ).toHaveBeenCalledWith( 0, 700 - ( BANNER_TOP - 8 ) );
	} );

	it( 'leaves an element the page has since scrolled away from', () => {
		field.getBoundingClientRect = () => box( 100, 200 );
		field.focus();
		// The visitor scrolls up before the frame's second check.
		field.getBoundingClientRect = () =>
			box( window.innerHeight + 400, 200 );
		runFrames();
		expect( scrollBy ).not.toHaveBeenCalled();
	} );

	it( 'leaves an element that no longer has focus', () => {
		field.getBoundingClientRect = () => box( 100, 200 );
		field.focus();
		field.blur();
		field.getBoundingClientRect = () => box( 500, 200 );
		runFrames();
		expect( scrollBy ).not.toHaveBeenCalled();
	} );
} );
