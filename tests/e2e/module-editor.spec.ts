import { test, expect, type Page } from '@playwright/test';

async function logIn( page: Page ) {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}

test( 'an editor inserts the module block, publishes, and the front end shows the module', async ( { page } ) => {
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php' );

	// The welcome guide opens on a first visit; close it if it is there.
	const guide = page.getByRole( 'dialog', { name: /welcome/i } );
	if ( await guide.isVisible( { timeout: 5_000 } ).catch( () => false ) ) {
		await guide.getByRole( 'button', { name: 'Close' } ).click();
	}

	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await canvas.getByRole( 'textbox', { name: 'Add title' } ).fill( 'Module post' );

	await page.getByRole( 'button', { name: /Block Inserter/i } ).click();
	await page.getByRole( 'searchbox', { name: /Search/i } ).fill( 'Slider module' );
	await page.getByRole( 'option', { name: /Slider module/i } ).click();

	await canvas.getByLabel( 'Module' ).selectOption( { label: 'Hero demo' } );

	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await page.getByRole( 'region', { name: /Editor publish/i } ).getByRole( 'button', { name: 'Publish', exact: true } ).click();
	const view = page.getByRole( 'region', { name: /Editor publish/i } ).getByRole( 'link', { name: 'View Post' } ).first();
	await expect( view ).toBeVisible();
	const url = await view.getAttribute( 'href' );
	expect( url ).toBeTruthy();

	await page.goto( url as string );
	await expect( page.locator( '.stagecraft-module[data-stagecraft-alias="hero-demo"] .stagecraft-module__layer' ) ).toHaveText( 'Stagecraft' );
	const state = await page.evaluate( async () => ( await window.Stagecraft.ready( 'hero-demo' ) ).state );
	expect( state ).toBe( 'run' );
} );
