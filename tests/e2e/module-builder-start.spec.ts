// Issue 15's start points and safety nets: a demo module as a template, export and import as a
// JSON file, drafts that save themselves, a refused save that says which field, WordPress
// revisions restored from the editor, and editor-only hide and lock.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installRunningClock, pauseClock } from './support/clock';
import { logIn } from './support/log-in';
import {
	addLayer,
	builderFixture,
	canvasFrame,
	createModule,
	layerList,
	openPanel,
	slideList,
	storedModule,
} from './support/module-builder';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

const notice = ( page: Page, text: string | RegExp ) =>
	page.locator( '.components-notice' ).getByText( text );

test( 'a demo module is a start point, and a module goes out and back in as a JSON file', async ( {
	page,
} ) => {
	test.slow();
	await logIn( page );
	await createModule(
		page,
		'E2E builder from template',
		'Template: Hero demo'
	);
	await expect( layerList( page ).getByRole( 'button' ) ).not.toHaveCount(
		0
	);
	await expect(
		canvasFrame( page ).locator( '.stagecraft-module__layer' ).first()
	).toHaveText( 'Stagecraft' );

	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Export JSON' } ).click(),
	] );
	expect( download.suggestedFilename() ).toBe(
		'e2e-builder-from-template.json'
	);
	const exported = readFileSync( ( await download.path() ) ?? '', 'utf8' );
	expect( JSON.parse( exported ).title ).toBe( 'E2E builder from template' );

	await page.goto( '/wp-admin/post-new.php?post_type=stagecraft_module' );
	const chooser = page.waitForEvent( 'filechooser' );
	await page
		.getByRole( 'button', { name: 'Import a module from a JSON file' } )
		.click();
	await (
		await chooser
	).setFiles( {
		name: 'module.json',
		mimeType: 'application/json',
		buffer: Buffer.from( exported ),
	} );
	// The alias is taken by the original: the import gets the next free one.
	await expect( page ).toHaveURL( /[?&]module=\d+/ );
	await openPanel( page, 'Module' );
	await expect( page.getByLabel( 'Alias' ) ).toHaveValue(
		'e2e-builder-from-template-2'
	);
	await expect(
		canvasFrame( page ).locator( '.stagecraft-module__layer' ).first()
	).toHaveText( 'Stagecraft' );

	// A file that is no module says so.
	await page.goto( '/wp-admin/post-new.php?post_type=stagecraft_module' );
	const again = page.waitForEvent( 'filechooser' );
	await page
		.getByRole( 'button', { name: 'Import a module from a JSON file' } )
		.click();
	await (
		await again
	).setFiles( {
		name: 'notes.json',
		mimeType: 'application/json',
		buffer: Buffer.from( 'not json' ),
	} );
	await expect( notice( page, 'The file is not JSON.' ) ).toBeVisible();
} );

test( 'a draft saves itself once edits pause; a refused save names the field and keeps the edit', async ( {
	page,
} ) => {
	test.slow();
	await installRunningClock( page );
	await logIn( page );
	await createModule( page, 'E2E builder autosave' );
	await addLayer( page, 'Text' );
	await pauseClock( page );
	await page.clock.runFor( 9_000 );
	await expect( notice( page, 'Draft saved automatically.' ) ).toHaveCount(
		0
	);
	await page.clock.runFor( 2_000 );
	await expect( notice( page, 'Draft saved automatically.' ) ).toBeVisible();
	await expect( page.getByText( 'Unsaved changes' ) ).toHaveCount( 0 );

	await openPanel( page, 'Module' );
	await page.getByLabel( 'Alias' ).fill( 'hero-demo' );
	await page.getByRole( 'button', { name: 'Save draft' } ).click();
	await expect(
		notice( page, /Another module already has the alias "hero-demo"/ )
	).toBeVisible();
	await expect( notice( page, /Field: module\[alias\]/ ) ).toBeVisible();
	await expect( page.getByLabel( 'Alias' ) ).toHaveValue( 'hero-demo' );
} );

test( 'an earlier version is restored from WordPress revisions', async ( {
	page,
} ) => {
	test.slow();
	await logIn( page );
	await createModule( page, 'E2E builder revisions' );
	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await page.getByRole( 'button', { name: 'Save draft' } ).click();
	await expect( notice( page, 'Module saved.' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await page.getByRole( 'button', { name: 'Save draft' } ).click();
	await expect( notice( page, 'Module saved.' ) ).toBeVisible();
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveCount( 3 );

	await page
		.getByRole( 'link', { name: 'Revisions: compare and restore' } )
		.click();
	await expect( page ).toHaveURL( /revision\.php/ );
	await page.getByRole( 'button', { name: 'Previous' } ).click();
	await page.getByRole( 'button', { name: 'Restore This Revision' } ).click();
	await expect( page ).toHaveURL(
		/page=stagecraft-module-editor&module=\d+/
	);
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveCount( 2 );
} );

test( 'layers hide in the editor and lock against moves, slides reorder by keyboard', async ( {
	page,
} ) => {
	test.slow();
	await logIn( page );
	await createModule( page, 'E2E builder hide and lock' );
	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await slideList( page )
		.getByRole( 'button', { name: 'Slide 2' } )
		.press( 'Alt+ArrowUp' );
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveText( [
		'Slide 2',
		'Slide 1',
	] );

	await addLayer( page, 'Text' );
	const text = canvasFrame( page ).locator( '[data-layer-id="1"]' );
	await expect( text ).toBeVisible();
	await page.getByRole( 'button', { name: 'Hide in editor' } ).click();
	await expect( text ).toBeHidden();
	await expect(
		layerList( page ).getByRole( 'button', { name: /hidden in editor/ } )
	).toHaveCount( 1 );
	await page.getByRole( 'button', { name: 'Hide in editor' } ).click();
	await expect( text ).toBeVisible();

	await page.getByRole( 'button', { name: 'Lock position' } ).click();
	await page.getByRole( 'application' ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( page.getByLabel( 'X offset (px)' ) ).toHaveValue( '40' );
	await page.getByRole( 'button', { name: 'Lock position' } ).click();
	await page.getByRole( 'application' ).focus();
	await page.keyboard.press( 'Shift+ArrowRight' );
	await expect( page.getByLabel( 'X offset (px)' ) ).toHaveValue( '50' );
} );

test( 'the slideshow settings a site owner sets are what the module stores', async ( {
	page,
} ) => {
	test.slow();
	await logIn( page );
	await createModule( page, 'E2E builder slideshow' );
	await openPanel( page, 'Slideshow' );
	await page.getByLabel( 'Slide length (ms)' ).fill( '5000' );
	await page.getByLabel( 'Loops' ).fill( '2' );
	await page.getByLabel( 'Pause on hover' ).check();
	await page.getByRole( 'button', { name: 'Save draft' } ).click();
	await expect( notice( page, 'Module saved.' ) ).toBeVisible();
	const stored = ( await storedModule( page ) ) as {
		settings: { slideshow: { len: number; loop: number; sOH: boolean } };
	};
	expect( stored.settings.slideshow ).toMatchObject( {
		len: 5000,
		loop: 2,
		sOH: true,
	} );
} );
