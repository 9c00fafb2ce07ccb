import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

async function logIn( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}

async function openMailPanel( page: Page, id: string ): Promise< Locator > {
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	const toggle = page.getByRole( 'button', { name: 'Mail', exact: true } );
	await expect( toggle ).toBeVisible();
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return page.locator( '.stagecraft-mail-panel' ).filter( { has: toggle } );
}

test( 'an editor edits the mail settings in the Mail panel; a bad value is refused and kept, a good one saved', async ( {
	page,
} ) => {
	await page.goto( '/contact/' );
	const id =
		( await page.locator( 'div.wpcf7' ).getAttribute( 'data-wpcf7-id' ) ) ??
		'';
	await logIn( page );
	const panel = await openMailPanel( page, id );
	await expect( panel.getByLabel( 'To', { exact: true } ) ).toHaveValue(
		'owner@stagecraft.test'
	);
	const subject = panel.getByLabel( 'Subject', { exact: true } );
	const original = await subject.inputValue();

	// A tag that names no field: the panel says so at once, and the server refuses the save.
	await subject.fill( '[nope] Hello' );
	await expect( panel ).toContainText(
		'[nope] is not a field of this form.'
	);
	const save = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /^(Save|Update)$/ } );
	await save.click();
	await expect(
		page
			.getByText(
				/The mail settings were not saved: \[nope\] is not a field of this form\./
			)
			.first()
	).toBeVisible();
	await expect( subject ).toHaveValue( '[nope] Hello' );

	await subject.fill( '[_site_title]: [your-subject] (edited)' );
	await expect( panel ).not.toContainText( 'is not a field' );
	await panel
		.getByLabel( /Additional headers/ )
		.fill( 'X-Stagecraft-Form: contact' );
	await save.click();
	await expect(
		page
			.getByRole( 'button', { name: 'Dismiss this notice' } )
			.or( page.getByText( /updated\./ ).first() )
			.first()
	).toBeVisible();

	const reloaded = await openMailPanel( page, id );
	await expect(
		reloaded.getByLabel( 'Subject', { exact: true } )
	).toHaveValue( '[_site_title]: [your-subject] (edited)' );
	await expect( reloaded.getByLabel( /Additional headers/ ) ).toHaveValue(
		'X-Stagecraft-Form: contact'
	);

	// Put the demo's settings back for the other tests.
	await reloaded.getByLabel( 'Subject', { exact: true } ).fill( original );
	await reloaded.getByLabel( /Additional headers/ ).fill( '' );
	await save.click();
	await expect( page.getByText( /updated\./ ).first() ).toBeVisible();
} );
