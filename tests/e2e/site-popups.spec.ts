import { test, expect } from '@playwright/test';
import { installPausedClock } from './support/clock';
import { nextFrames } from './support/chrome';

// The popups' delays run on Playwright's clock, installed paused before the page loads: the
// page mounts (at DOMContentLoaded) with time standing still, and the test moves it.
const DISPLAY_DELAY_MS = 2000; // the newsletter popup's display delay, 2 s
const CLOSE_BUTTON_DELAY_MS = 1000; // the offer popup's close-button delay, 1 s

test( 'a delayed show-once popup opens after 2 s and its cookie suppresses it next time', async ( {
	page,
} ) => {
	await installPausedClock( page );
	await page.goto( '/site/popups/' );
	const popup = page.getByRole( 'dialog', { name: 'Join the newsletter' } );
	await page.clock.runFor( DISPLAY_DELAY_MS - 1 );
	await expect( popup ).toBeHidden();
	await page.clock.runFor( 1 );
	await expect( popup ).toBeVisible();
	await expect(
		popup.getByRole( 'button', { name: 'Close', exact: true } )
	).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( popup ).toBeHidden();
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'mfn_popup_newsletter'
	);
	// Show-once: 365 days from the moment it closed, on the page's clock.
	const closedAt = await page.evaluate( () => Date.now() / 1000 );
	expect(
		Math.abs( ( cookie?.expires ?? 0 ) - closedAt - 365 * 86400 )
	).toBeLessThanOrEqual( 1 );

	await page.reload();
	await page.clock.runFor( DISPLAY_DELAY_MS * 2 );
	await expect( popup ).toBeHidden();
} );

test( 'link triggers open a popup, and bad ids report the spec messages', async ( {
	page,
	context,
} ) => {
	await context.addCookies( [
		{
			name: 'mfn_popup_newsletter',
			value: '1',
			domain: '127.0.0.1',
			path: '/',
		},
	] );
	await installPausedClock( page );
	const errors: string[] = [];
	page.on(
		'console',
		( m ) => m.type() === 'error' && errors.push( m.text() )
	);
	await page.goto( '/site/popups/' );
	await page
		.getByRole( 'link', { name: 'A trigger with the placeholder id' } )
		.click();
	await page
		.getByRole( 'link', { name: 'A trigger with an unknown id' } )
		.click();
	expect( errors ).toEqual( [
		'Popup ID id required',
		'We cannot find popup with inserted ID',
	] );

	const link = page.getByRole( 'link', { name: 'Open the offer popup' } );
	await link.click();
	const popup = page.getByRole( 'dialog', { name: 'Today’s offer' } );
	await expect( popup ).toBeVisible();
	const close = popup.getByRole( 'button', { name: 'Close', exact: true } );
	await expect( close ).toBeHidden();
	await page.clock.runFor( CLOSE_BUTTON_DELAY_MS - 1 );
	await expect( close ).toBeHidden();
	await page.clock.runFor( 1 );
	await expect( close ).toBeVisible();
	await close.click();
	await expect( popup ).toBeHidden();
	await expect( link ).toBeFocused();
} );

test( 'scroll and exit-intent popups', async ( { page } ) => {
	await page.goto( '/site/popup-scroll/' );
	const scroll = page.getByRole( 'dialog', { name: 'You scrolled' } );
	// The scroll event of 200 px has been handled once the page has rendered it.
	await page.evaluate( () => window.scrollTo( 0, 200 ) );
	await nextFrames( page );
	await expect( scroll ).toBeHidden();
	await page.evaluate( () => window.scrollTo( 0, 450 ) );
	await expect( scroll ).toBeVisible();

	await page.goto( '/site/popup-exit/' );
	const exit = page.getByRole( 'dialog', { name: 'Before you go' } );
	await page.mouse.move( 400, 300 );
	await expect( exit ).toBeHidden();
	await page.mouse.move( 400, 5 );
	await page.mouse.move( 400, -10 );
	await page.evaluate( () =>
		document.dispatchEvent(
			new MouseEvent( 'mouseout', { clientY: -1, relatedTarget: null } )
		)
	);
	await expect( exit ).toBeVisible();
} );

test( 'a closed header section stays closed', async ( { page, context } ) => {
	// Keep the delayed popup from covering the page.
	await context.addCookies( [
		{
			name: 'mfn_popup_newsletter',
			value: '1',
			domain: '127.0.0.1',
			path: '/',
		},
	] );
	await page.goto( '/site/popups/' );
	const section = page.locator( '.stagecraft-closeable-section' );
	await expect( section ).toBeVisible();
	await section.getByRole( 'button', { name: 'Close this notice' } ).click();
	await expect( section ).toBeHidden();
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'mfn_closed_section_demo-notice'
	);
	expect( cookie?.value ).toBe( '1' );
	await page.reload();
	await expect( section ).toBeHidden();
	await expect( section ).toHaveAttribute( 'hidden', '' );
} );
