import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installPausedClock } from './support/clock';
import { withoutConsentDialog } from './support/without-consent';

const CONSENT_CLOSE_MS = 300; // spec site.md section 9

// A first visit: nothing stored.
test.use( { storageState: { cookies: [], origins: [] } } );

type Call = [ string, string, Record< string, string | number > ];

const consentCalls = ( page: Page ) =>
	page.evaluate( () =>
		( window.dataLayer ?? [] )
			.map( ( entry ) => Array.from( entry as ArrayLike< unknown > ) )
			.filter( ( entry ) => entry[ 0 ] === 'consent' )
	) as Promise< Call[] >;

const storedConsent = async ( page: Page ) => {
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'mfn-consent'
	);
	return cookie ? JSON.parse( decodeURIComponent( cookie.value ) ) : null;
};

const DENIED = {
	ad_storage: 'denied',
	ad_user_data: 'denied',
	ad_personalization: 'denied',
	analytics_storage: 'denied',
};
const GRANTED = {
	ad_storage: 'granted',
	ad_user_data: 'granted',
	ad_personalization: 'granted',
	analytics_storage: 'granted',
};

test( 'a first visit denies all four by default and opens the dialog', async ( {
	page,
} ) => {
	await page.goto( '/site/consent/' );
	const dialog = page.getByRole( 'dialog', {
		name: 'This site uses cookies',
	} );
	await expect( dialog ).toBeVisible();
	const calls = await consentCalls( page );
	expect( calls[ 0 ].slice( 0, 2 ) ).toEqual( [ 'consent', 'default' ] );
	expect( calls[ 0 ][ 2 ] ).toEqual( { ...DENIED, wait_for_update: 500 } );
	expect( calls ).toHaveLength( 1 );
	await expect( page.locator( '#consent-analytics-status' ) ).toHaveText(
		'not run'
	);
	// The heading, so Enter on arrival accepts nothing (tests/e2e/site-dialogs.spec.ts).
	await expect(
		dialog.getByRole( 'heading', { name: 'This site uses cookies' } )
	).toBeFocused();
} );

test( 'allow all grants everything, closes after 300 ms and survives a reload', async ( {
	page,
} ) => {
	await installPausedClock( page );
	await page.goto( '/site/consent/' );
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByRole( 'button', { name: 'Allow all' } ).click();
	// The choice is stored at once; the dialog stays open for the 300 ms, then closes.
	await page.clock.runFor( CONSENT_CLOSE_MS - 1 );
	await expect( dialog ).toBeVisible();
	await page.clock.runFor( 1 );
	await expect( dialog ).toBeHidden();
	expect( await storedConsent( page ) ).toEqual( {
		...GRANTED,
		revision: 1,
	} );
	const calls = await consentCalls( page );
	expect( calls[ calls.length - 1 ] ).toEqual( [
		'consent',
		'update',
		GRANTED,
	] );
	await expect( page.locator( '#consent-analytics-status' ) ).toHaveText(
		'run'
	);

	await page.reload();
	await expect( page.locator( '#consent-analytics-status' ) ).toHaveText(
		'run'
	);
	await expect( page.getByRole( 'dialog' ) ).toBeHidden();
	const after = await consentCalls( page );
	expect( after.map( ( c ) => c[ 1 ] ) ).toEqual( [ 'default', 'update' ] );
	expect( after[ 1 ][ 2 ] ).toEqual( GRANTED );
} );

test( 'deny stores four denied flags and keeps held scripts from running', async ( {
	page,
} ) => {
	await page.goto( '/site/consent/' );
	await page.getByRole( 'button', { name: 'Deny' } ).click();
	await expect( page.getByRole( 'dialog' ) ).toBeHidden();
	expect( await storedConsent( page ) ).toEqual( { ...DENIED, revision: 1 } );
	const calls = await consentCalls( page );
	expect( calls[ calls.length - 1 ] ).toEqual( [
		'consent',
		'update',
		DENIED,
	] );
	await page.reload();
	await expect( page.getByRole( 'dialog' ) ).toBeHidden();
	await expect( page.locator( '#consent-analytics-status' ) ).toHaveText(
		'not run'
	);
} );

test( 'customize then allow selected grants only the ticked category', async ( {
	page,
} ) => {
	await page.goto( '/site/consent/' );
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByRole( 'button', { name: 'Customize' } ).click();
	await expect(
		dialog.getByRole( 'tab', { name: 'Details' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await dialog.getByRole( 'checkbox', { name: /Analytics/ } ).check();
	await dialog.getByRole( 'button', { name: 'Allow selection' } ).click();
	await expect( dialog ).toBeHidden();
	const expected = { ...DENIED, analytics_storage: 'granted' };
	expect( await storedConsent( page ) ).toEqual( {
		...expected,
		revision: 1,
	} );
	const calls = await consentCalls( page );
	expect( calls[ calls.length - 1 ] ).toEqual( [
		'consent',
		'update',
		expected,
	] );
} );

test( 'the tabs follow the APG keyboard pattern and the footer link reopens the dialog', async ( {
	page,
} ) => {
	await page.goto( '/site/consent/' );
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByRole( 'tab', { name: 'Consent' } ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		dialog.getByRole( 'tab', { name: 'Details' } )
	).toBeFocused();
	await expect( dialog.getByRole( 'tabpanel' ) ).toContainText( 'Marketing' );
	await page.keyboard.press( 'End' );
	await expect(
		dialog.getByRole( 'tab', { name: 'About cookies' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await dialog.getByRole( 'button', { name: 'Deny' } ).click();
	await expect( dialog ).toBeHidden();

	const link = page.getByRole( 'button', { name: 'Cookie settings' } );
	await link.click();
	await expect( dialog ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( link ).toBeFocused();
} );

test( 'the cookie banner sets mfn-gdpr=1 and stays away', async ( {
	page,
} ) => {
	// On a site with the banner alone: beside the consent dialog it never shows.
	await withoutConsentDialog( page );
	await page.goto( '/site/consent/' );
	const banner = page.getByRole( 'region', { name: 'Cookie notice' } );
	await expect( banner ).toBeVisible();
	await banner.getByRole( 'button', { name: 'OK' } ).click();
	await expect( banner ).toBeHidden();
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'mfn-gdpr'
	);
	expect( cookie?.value ).toBe( '1' );
	// 365 days from the click (the page's clock is the real one in this test).
	const days = ( ( cookie?.expires ?? 0 ) - Date.now() / 1000 ) / 86400;
	expect( days ).toBeGreaterThan( 364.9 );
	expect( days ).toBeLessThanOrEqual( 365 );
	await page.reload();
	await expect( banner ).toBeHidden();
} );
