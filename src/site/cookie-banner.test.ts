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
