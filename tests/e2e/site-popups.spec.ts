import { test, expect } from '@playwright/test';
import { settle } from './support/settle';

test( 'a delayed show-once popup opens after 2 s and its cookie suppresses it next time', async ( {
	page,
} ) => {
	await page.goto( '/site/popups/' );
	const popup = page.getByRole( 'dialog', { name: 'Join the newsletter' } );
	await settle( page, 1000 );
	await expect( popup ).toBeHidden();
	await expect( popup ).toBeVisible( { timeout: 3000 } );
	await expect(
		popup.getByRole( 'button', { name: 'Close', exact: true } )
	).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( popup ).toBeHidden();
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'mfn_popup_newsletter'
	);
	expect( ( cookie?.expires ?? 0 ) - Date.now() / 1000 ).toBeGreaterThan(
		364 * 86400
	);

	await page.reload();
	await settle( page, 3000 );
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
	await expect( close ).toBeVisible( { timeout: 2000 } );
	await close.click();
	await expect( popup ).toBeHidden();
	await expect( link ).toBeFocused();
} );

test( 'scroll and exit-intent popups', async ( { page } ) => {
	await page.goto( '/site/popup-scroll/' );
	const scroll = page.getByRole( 'dialog', { name: 'You scrolled' } );
	await page.evaluate( () => window.scrollTo( 0, 200 ) );
	await settle( page, 200 );
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
