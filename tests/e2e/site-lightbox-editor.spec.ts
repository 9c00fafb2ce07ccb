// "Open in lightbox" on WordPress's own image block, set in the block editor as a site owner
// sets it (issue 20 part 1), and the visitor's click opening the image in the lightbox.
import { test, expect } from '@playwright/test';
import {
	blockSetting,
	deleteEditedPost,
	editorCanvas,
	publish,
} from './support/editor';
import { dialog } from './support/lightbox';
import { logIn } from './support/log-in';

test( "a site owner sets an image block to open in the lightbox, and a visitor's click opens it", async ( {
	page,
	browser,
} ) => {
	// A block-editor load: on a busy two-core machine it can take most of a minute.
	test.slow();
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php' );
	const canvas = editorCanvas( page );
	await canvas
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( 'E2E lightbox image' );
	await page.getByRole( 'button', { name: /Block Inserter/i } ).click();
	await page.getByRole( 'searchbox', { name: /Search/i } ).fill( 'Image' );
	await page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: 'Image', exact: true } )
		.click();
	await canvas.getByRole( 'button', { name: 'Media Library' } ).click();
	const library = page.locator( '.media-modal' );
	await library.getByRole( 'tab', { name: 'Media Library' } ).click();
	await library.locator( 'li.attachment' ).first().click();
	await library
		.getByRole( 'button', { name: 'Select', exact: true } )
		.click();
	await expect( canvas.locator( 'figure.wp-block-image img' ) ).toBeVisible();

	await ( await blockSetting( page, 'Open in lightbox' ) ).check();
	const url = await publish( page );

	const visitor = await browser.newPage( { reducedMotion: 'reduce' } );
	await visitor.goto( url );
	const link = visitor.locator( 'figure.wp-block-image a' );
	await expect( link ).toHaveAttribute( 'aria-haspopup', 'dialog' );
	await link.click();
	const box = dialog( visitor );
	await expect( box ).toBeVisible();
	await expect( box.locator( 'img' ) ).toBeVisible();
	await visitor.keyboard.press( 'Escape' );
	await expect( box ).toBeHidden();
	await expect( link ).toBeFocused();
	await visitor.close();

	// Leave the site as the other suites expect it.
	expect( await deleteEditedPost( page ) ).toBe( true );
} );
