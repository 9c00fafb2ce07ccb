// A site owner inserts the offer slider in the block editor, writes two offers in its settings
// (the inspector) and publishes: visitors get the offers as a slideshow on the module runtime.
import { test, expect } from '@playwright/test';
import {
	blockSettings,
	deleteEditedPost,
	editorCanvas,
	publish,
} from './support/editor';
import { logIn } from './support/log-in';

test( 'a site owner adds an offer slider with two offers, and visitors see it on the published page', async ( {
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
		.fill( 'E2E offer slider' );
	await page.getByRole( 'button', { name: /Block Inserter/i } ).click();
	await page.getByRole( 'searchbox', { name: /Search/i } ).fill( 'Offer' );
	await page
		// The name starts with the block's icon glyph.
		.getByRole( 'option', { name: /Offer slider$/ } )
		.click();
	await expect(
		canvas.locator( '.wp-block-stagecraft-page-slider-offer' )
	).toContainText( '0 slides' );

	const settings = await blockSettings( page );
	for ( const offer of [
		{ title: 'E2E spring offer', button: 'Book now', url: '/contact/' },
		{ title: 'E2E autumn offer', button: 'Read more', url: '/about/' },
	] ) {
		await settings
			.getByRole( 'button', { name: 'Add slide', exact: true } )
			.click();
		// The slide just added opens, the last of the slides' panels.
		const panel = settings
			.locator( '.components-panel__body' )
			.filter( {
				has: page.getByRole( 'button', { name: /^Slide \d+$/ } ),
			} )
			.last();
		await panel.getByLabel( 'Title' ).fill( offer.title );
		await panel.getByLabel( 'Text' ).fill( 'Written in the block editor.' );
		await panel.getByLabel( 'Button label' ).fill( offer.button );
		await panel.getByLabel( 'Button link' ).fill( offer.url );
	}
	await expect(
		canvas.locator( '.wp-block-stagecraft-page-slider-offer' )
	).toContainText( '2 slides' );
	const url = await publish( page );

	const visitor = await browser.newPage( { reducedMotion: 'reduce' } );
	await visitor.goto( url );
	const slider = visitor.locator( '#stagecraft-module-page-slider-offer' );
	await slider.scrollIntoViewIfNeeded();
	await expect( slider ).toHaveAttribute( 'data-stagecraft-state', 'run' );
	await expect(
		visitor.locator( '.stagecraft-page-slider.is-offer' )
	).toHaveAttribute( 'data-count', '2' );
	const first = slider.locator( '.stagecraft-module__slide.is-active' );
	await expect(
		first.getByRole( 'heading', { name: 'E2E spring offer' } )
	).toBeVisible();
	await expect(
		first.getByRole( 'link', { name: 'Book now' } )
	).toHaveAttribute( 'href', /\/contact\/$/ );
	await visitor.close();

	// Leave the site as the other suites expect it.
	expect( await deleteEditedPost( page ) ).toBe( true );
} );

test( 'without WooCommerce the shop slider tells the site owner visitors see nothing', async ( {
	page,
} ) => {
	test.slow();
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php' );
	const canvas = editorCanvas( page );
	await canvas
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( 'E2E shop slider' );
	await page.getByRole( 'button', { name: /Block Inserter/i } ).click();
	await page.getByRole( 'searchbox', { name: /Search/i } ).fill( 'Shop' );
	await page.getByRole( 'option', { name: /Shop slider$/ } ).click();
	await expect(
		canvas.locator( '.wp-block-stagecraft-page-slider-shop' )
	).toContainText( 'WooCommerce is not active' );
} );
