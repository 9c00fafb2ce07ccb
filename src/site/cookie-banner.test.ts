import {
	BANNER_COOKIE,
	createCookieBanner,
	FOCUS_CLEARANCE_PX,
	followConsent,
} from './cookie-banner';
import { readCookie } from './cookies';
import { box, holdFrames } from './test-frames';

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
	let frames: { run: () => void };
	let scrollBy: jest.SpyInstance;
	let handle: { destroy: () => void };
	let field: HTMLElement;

	beforeEach( () => {
		document.body.innerHTML = `<textarea></textarea>
			<div data-stagecraft-cookie-banner hidden><p>Cookies</p>
			<button data-banner-accept>OK</button></div>`;
		field = document.querySelector( 'textarea' ) as HTMLElement;
		const el = document.querySelector< HTMLElement >(
			'[data-stagecraft-cookie-banner]'
		) as HTMLElement;
		el.getBoundingClientRect = () => box( BANNER_TOP, 100 );
		frames = holdFrames();
		scrollBy = jest
			.spyOn( window, 'scrollBy' )
			.mockImplementation( () => {} );
		handle = createCookieBanner( el );
	} );

	afterEach( () => {
		handle.destroy();
		jest.restoreAllMocks();
		clearCookie();
	} );

	it( 'lifts an element that ends under the banner, a frame after the focus too', () => {
		field.getBoundingClientRect = () => box( 100, 200 );
		field.focus();
		expect( scrollBy ).not.toHaveBeenCalled();
		// The browser's focus scroll left its end under the banner.
		field.getBoundingClientRect = () => box( 500, 200 );
		frames.run();
		expect( scrollBy ).toHaveBeenCalledWith(
			0,
			700 - ( BANNER_TOP - FOCUS_CLEARANCE_PX )
		);
	} );

	it( 'leaves an element the page has since scrolled away from', () => {
		field.getBoundingClientRect = () => box( 100, 200 );
		field.focus();
		// The visitor scrolls up before the frame's second check.
		field.getBoundingClientRect = () =>
			box( window.innerHeight + 400, 200 );
		frames.run();
		expect( scrollBy ).not.toHaveBeenCalled();
	} );

	it( 'leaves an element that no longer has focus', () => {
		field.getBoundingClientRect = () => box( 100, 200 );
		field.focus();
		field.blur();
		field.getBoundingClientRect = () => box( 500, 200 );
		frames.run();
		expect( scrollBy ).not.toHaveBeenCalled();
	} );
} );
