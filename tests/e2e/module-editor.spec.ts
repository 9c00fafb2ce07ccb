import { test, expect, type Page } from '@playwright/test';

async function logIn( page: Page ) {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}

test( 'an editor inserts the module block, publishes, and the front end shows the module', async ( {
	page,
} ) => {
	// A block-editor load: on a busy two-core machine it can take most of a minute.
	test.slow();
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php' );

	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await canvas
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( 'Module post' );

	await page.getByRole( 'button', { name: /Block Inserter/i } ).click();
	await page
		.getByRole( 'searchbox', { name: /Search/i } )
		.fill( 'Slider module' );
	await page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: /Slider module/ } )
		.click();

	await canvas
		.getByRole( 'combobox', { name: 'Module' } )
		.selectOption( { label: 'Hero demo' } );

	// The editor shows the module itself, run in edit mode: no autoplay control.
	const preview = canvas.locator(
		'.stagecraft-module[data-stagecraft-edit="true"]'
	);
	await expect( preview ).toHaveAttribute( 'data-stagecraft-state', 'run' );
	await expect(
		preview.locator( '.stagecraft-module__layer--text' ).first()
	).toHaveText( 'Stagecraft' );
	await expect( preview.locator( '.stagecraft-module__play' ) ).toHaveCount(
		0
	);

	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await page
		.getByRole( 'region', { name: /Editor publish/i } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	const view = page
		.getByRole( 'region', { name: /Editor publish/i } )
		.getByRole( 'link', { name: 'View Post' } )
		.first();
	await expect( view ).toBeVisible();
	await expect( view ).toHaveAttribute( 'href', /module-post/ );
	const url = ( await view.getAttribute( 'href' ) ) ?? '';

	await page.goto( url );
	await expect(
		page.locator(
			'.stagecraft-module[data-stagecraft-alias="hero-demo"] .stagecraft-module__layer'
		)
	).toHaveText( 'Stagecraft' );
	const state = await page.evaluate(
		async () => ( await window.Stagecraft.ready( 'hero-demo' ) ).state
	);
	expect( state ).toBe( 'run' );
} );
