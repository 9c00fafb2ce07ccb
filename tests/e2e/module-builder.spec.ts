// The module editor as a site owner who has never seen the JSON uses it (issue 15): build a
// slider from blank, place it on a page and see it as a visitor; undo and redo; a contributor's
// module waits for review; a save based on an older version is refused.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import {
	blockSettings,
	editorCanvas,
	insertModuleBlock,
	publish,
} from './support/editor';
import { logIn } from './support/log-in';
import {
	addLayer,
	builderFixture,
	canvasFrame,
	createModule,
	dragSelected,
	layerList,
	openPanel,
	slideList,
} from './support/module-builder';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

const TITLE = 'E2E builder first module';

/**
 * The README's "Build your first module" pictures, taken when STAGECRAFT_SCREENSHOTS is set.
 *
 * @param page A page.
 * @param name File name, without .png.
 */
async function picture( page: Page, name: string ): Promise< void > {
	if ( process.env.STAGECRAFT_SCREENSHOTS ) {
		await page.screenshot( { path: `docs/screenshots/${ name }.png` } );
	}
}

// The editor's notices (their text is also spoken through WordPress's live region).
const notice = ( page: Page, text: string | RegExp ) =>
	page.locator( '.components-notice' ).getByText( text );

const offsets = async ( page: Page ) => ( {
	x: await page.getByLabel( 'X offset (px)' ).inputValue(),
	y: await page.getByLabel( 'Y offset (px)' ).inputValue(),
} );

test( 'a site owner builds a slider from blank, places it on a page, and visitors see it at 1440 and 390 px', async ( {
	page,
	browser,
} ) => {
	// Two editors and a front end on a shared two-core machine.
	test.slow();
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php?post_type=stagecraft_module' );
	await page.getByLabel( 'Module title' ).fill( TITLE );
	await picture( page, '1-add-new-module' );
	await createModule( page, TITLE );
	await expect( page.getByText( 'Edit Post' ) ).toHaveCount( 0 );

	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveText( [
		'Slide 1',
		'Slide 2',
	] );
	await slideList( page ).getByRole( 'button', { name: 'Slide 1' } ).click();

	await addLayer( page, 'Text' );
	await page.getByLabel( 'Text', { exact: true } ).fill( 'Welcome aboard' );
	await expect(
		canvasFrame( page ).locator( '[data-layer-id="1"]' )
	).toHaveText( 'Welcome aboard' );

	await addLayer( page, 'Image' );
	await page.getByRole( 'button', { name: 'Choose image' } ).click();
	const library = page.locator( '.media-modal' );
	// The modal opens on Upload files until the library has loaded.
	await library.getByRole( 'tab', { name: 'Media Library' } ).click();
	await library.locator( 'li.attachment' ).first().click();
	await library.getByRole( 'button', { name: 'Use this image' } ).click();
	await page.getByLabel( 'Alternative text' ).fill( 'A calm sea' );
	await expect(
		canvasFrame( page ).locator( 'img[data-layer-id="2"]' )
	).toHaveAttribute( 'alt', 'A calm sea' );

	// The text, moved on the level a 1440 px visitor sees, then again on mobile.
	await layerList( page ).getByRole( 'button', { name: 'text 1' } ).click();
	await dragSelected( page, 80, 50 );
	await expect( page.getByLabel( 'Name' ) ).toHaveValue( 'text 1' );
	await expect
		.poll( async () => ( await offsets( page ) ).x )
		.not.toBe( '40' );
	const wide = await offsets( page );
	await page.getByRole( 'button', { name: /^Mobile/ } ).click();
	await expect( page.getByLabel( 'X offset (px)' ) ).toHaveValue( '40' );
	await page.getByLabel( 'X offset (px)' ).fill( '20' );
	await page.getByLabel( 'Y offset (px)' ).fill( '30' );
	await page.getByRole( 'button', { name: /^Large desktop/ } ).click();
	expect( await offsets( page ) ).toEqual( wide );

	// An in animation, then undo and redo by keyboard.
	const animation = page.getByLabel( 'Animation', { exact: true } );
	await animation.selectOption( { label: 'Slide up' } );
	await picture( page, '2-edit-layers' );
	await page.keyboard.press( 'Control+z' );
	await expect( animation ).toHaveValue( 'none' );
	await page.keyboard.press( 'Control+Shift+z' );
	await expect( animation ).toHaveValue( 'slide-up' );

	// And how it leaves: the timeline shows the out animation after the slide's length.
	await openPanel( page, 'Out animation' );
	await page
		.getByLabel( 'Leaves with' )
		.selectOption( { label: 'Fade out' } );
	await expect(
		page.getByRole( 'slider', { name: 'Out animation of text 1' } )
	).toBeVisible();

	await page.getByRole( 'button', { name: 'Publish' } ).click();
	await expect( notice( page, 'Module saved.' ) ).toBeVisible();
	await expect(
		page.getByText( 'Published', { exact: true } )
	).toBeVisible();

	// Everything is there after a reload.
	await page.reload();
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveCount( 2 );
	await layerList( page ).getByRole( 'button', { name: 'text 1' } ).click();
	expect( await offsets( page ) ).toEqual( wide );
	await expect( animation ).toHaveValue( 'slide-up' );
	await openPanel( page, 'Out animation' );
	await expect( page.getByLabel( 'Leaves with' ) ).toHaveValue( 'fade' );
	await page.getByRole( 'button', { name: /^Mobile/ } ).click();
	expect( await offsets( page ) ).toEqual( { x: '20', y: '30' } );

	const axe = await new AxeBuilder( { page } )
		.include( '#stagecraft-module-editor-root' )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );

	// Placed on a page with the block, as a site owner does.
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await insertModuleBlock( page, 'E2E builder page', TITLE );
	// The block links to the module editor; a save there redraws the block's preview.
	const [ moduleTab ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		( await blockSettings( page ) )
			.getByRole( 'link', { name: 'Edit this module' } )
			.click(),
	] );
	await layerList( moduleTab )
		.getByRole( 'button', { name: 'text 1' } )
		.click();
	await moduleTab
		.getByLabel( 'Text', { exact: true } )
		.fill( 'Welcome back' );
	await moduleTab
		.getByRole( 'button', { name: 'Save', exact: true } )
		.click();
	await expect( notice( moduleTab, 'Module saved.' ) ).toBeVisible();
	await expect(
		editorCanvas( page ).locator( '[data-layer-id="1"]' )
	).toHaveText( 'Welcome back' );
	await moduleTab.close();
	const url = await publish( page );

	for ( const [ width, x, y ] of [
		[ 1440, wide.x, wide.y ],
		[ 390, '20', '30' ],
	] as const ) {
		const visitor = await browser.newPage( {
			viewport: { width, height: 900 },
			reducedMotion: 'reduce',
		} );
		await visitor.goto( url );
		const text = visitor.locator( '[data-wrap-of="1"]' );
		await expect( text ).toHaveText( 'Welcome back' );
		await expect( text ).toHaveCSS( 'left', `${ x }px` );
		await expect( text ).toHaveCSS( 'top', `${ y }px` );
		await expect(
			visitor.locator( 'img[alt="A calm sea"]' )
		).toBeVisible();
		await picture( visitor, `3-visitor-${ width }` );
		await visitor.close();
	}
} );

test( 'a save based on an older version is refused, and the edit is kept', async ( {
	page,
	context,
} ) => {
	test.slow();
	await logIn( page );
	await createModule( page, 'E2E builder race' );
	const other = await context.newPage();
	await other.goto( page.url() );
	await expect( slideList( other ).getByRole( 'button' ) ).toHaveCount( 1 );

	await page.getByLabel( 'Module title' ).fill( 'E2E builder race, first' );
	await page.getByRole( 'button', { name: 'Save draft' } ).click();
	await expect( notice( page, 'Module saved.' ) ).toBeVisible();

	await other.getByLabel( 'Module title' ).fill( 'E2E builder race, second' );
	await other.getByRole( 'button', { name: 'Save draft' } ).click();
	await expect(
		notice( other, /Someone else saved this module after you opened it/ )
	).toBeVisible();
	await expect( other.getByLabel( 'Module title' ) ).toHaveValue(
		'E2E builder race, second'
	);
	await other.close();
} );

test( "a contributor's module is submitted for review, not published", async ( {
	page,
} ) => {
	test.slow();
	await logIn( page, 'e2e-contributor', 'password' );
	await createModule( page, 'E2E builder contributed' );
	await addLayer( page, 'Button' );
	await expect( page.getByRole( 'button', { name: 'Publish' } ) ).toHaveCount(
		0
	);
	await page.getByRole( 'button', { name: 'Submit for review' } ).click();
	await expect( notice( page, 'Module saved.' ) ).toBeVisible();
	await expect( page.getByText( 'Pending review' ) ).toBeVisible();
} );
