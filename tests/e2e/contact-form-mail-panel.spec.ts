import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { logIn } from './support/log-in';

async function openPanel( page: Page, title: string ): Promise< Locator > {
	const toggle = page.getByRole( 'button', { name: title, exact: true } );
	await expect( toggle ).toBeVisible();
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return page.locator( '.stagecraft-mail-panel' ).filter( { has: toggle } );
}

async function edit( page: Page, id: string ): Promise< Locator > {
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	return openPanel( page, 'Mail' );
}

// Saves with the editor's own button and answers the HTTP status of the save request.
async function save( page: Page, id: string ): Promise< number > {
	const answer = page.waitForResponse(
		( r ) =>
			r.url().includes( `stagecraft_form/${ id }` ) &&
			r.request().method() === 'POST'
	);
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /^(Save|Update)$/ } )
		.click();
	return ( await answer ).status();
}

test( 'an editor edits the mail settings in the Mail panel; a bad value is refused and kept, a good one saved', async ( {
	page,
} ) => {
	// Three block-editor loads: on a busy two-core machine one can take most of a minute.
	test.slow();
	await page.goto( '/contact/' );
	const id =
		( await page.locator( 'div.wpcf7' ).getAttribute( 'data-wpcf7-id' ) ) ??
		'';
	await logIn( page );
	const panel = await edit( page, id );
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
	expect( await save( page, id ) ).toBe( 400 );
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
	const messages = await openPanel( page, 'Messages' );
	await messages
		.getByLabel( 'Sent', { exact: true } )
		.fill( 'Got it, thanks.' );
	expect( await save( page, id ) ).toBe( 200 );

	const reloaded = await edit( page, id );
	await expect(
		reloaded.getByLabel( 'Subject', { exact: true } )
	).toHaveValue( '[_site_title]: [your-subject] (edited)' );
	await expect( reloaded.getByLabel( /Additional headers/ ) ).toHaveValue(
		'X-Stagecraft-Form: contact'
	);
	const sent = ( await openPanel( page, 'Messages' ) ).getByLabel( 'Sent', {
		exact: true,
	} );
	await expect( sent ).toHaveValue( 'Got it, thanks.' );

	// Put the demo's settings back for the other tests.
	await reloaded.getByLabel( 'Subject', { exact: true } ).fill( original );
	await reloaded.getByLabel( /Additional headers/ ).fill( '' );
	await sent.fill( '' );
	expect( await save( page, id ) ).toBe( 200 );
} );
