import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The module builder story's fixtures: a contributor account, and no module or page left
 * from an earlier run (their titles start with "E2E builder").
 *
 * @param command create or remove.
 */
export function builderFixture( command: 'create' | 'remove' ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/module-builder.php "$@"',
			'module-builder',
			command,
		],
		{ stdio: 'inherit' }
	);
}

/**
 * The module preview iframe of the editor.
 * @param page
 */
export const canvasFrame = ( page: Page ) =>
	page.frameLocator( 'iframe[title="Module preview"]' );

/**
 * Creates a module from Add New Module as a site owner does, and waits for the editor.
 *
 * @param page  A logged-in page.
 * @param title Module title.
 * @param start The start point's label.
 */
export async function createModule(
	page: Page,
	title: string,
	start = 'A blank slider'
): Promise< void > {
	await page.goto( '/wp-admin/post-new.php?post_type=stagecraft_module' );
	await expect(
		page.getByRole( 'heading', { name: 'Add New Module' } )
	).toBeVisible();
	await page.getByLabel( 'Module title' ).fill( title );
	await page.getByLabel( start ).check();
	await page.getByRole( 'button', { name: 'Create module' } ).click();
	await expect( page ).toHaveURL( /[?&]module=\d+/ );
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveCount( 1 );
}

export const slideList = ( page: Page ): Locator =>
	page.getByRole( 'list', { name: 'Slides' } );

export const layerList = ( page: Page ): Locator =>
	page.getByRole( 'list', { name: 'Layers, back to front' } );

/**
 * Adds a layer of a type to the selected slide.
 *
 * @param page A page with the editor open.
 * @param type The type's label.
 */
export async function addLayer( page: Page, type: string ): Promise< void > {
	await page.getByLabel( 'Layer type' ).selectOption( { label: type } );
	await page.getByRole( 'button', { name: 'Add layer' } ).click();
}

/**
 * Drags the selected layer in the canvas by (dx, dy) screen px.
 *
 * @param page A page with the editor open.
 * @param dx   Horizontal move.
 * @param dy   Vertical move.
 */
export async function dragSelected(
	page: Page,
	dx: number,
	dy: number
): Promise< void > {
	const selection = page.locator( '.stagecraft-editor__selection' );
	await expect( selection ).toBeVisible();
	const box = await selection.boundingBox();
	if ( ! box ) {
		throw new Error( 'The selected layer has no box.' );
	}
	const x = box.x + Math.min( 6, box.width / 2 );
	const y = box.y + Math.min( 6, box.height / 2 );
	await page.mouse.move( x, y );
	await page.mouse.down();
	await page.mouse.move( x + dx / 2, y + dy / 2, { steps: 4 } );
	await page.mouse.move( x + dx, y + dy, { steps: 4 } );
	await page.mouse.up();
}

/**
 * Opens an inspector panel by its title (panels after the first of each kind start closed).
 *
 * @param page  A page with the editor open.
 * @param title The panel's title.
 */
export async function openPanel( page: Page, title: string ): Promise< void > {
	const toggle = page
		.locator( '.stagecraft-editor__inspector' )
		.getByRole( 'button', { name: title, exact: true } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
}

/**
 * The module as the server stored it, read through the REST route the editor uses.
 *
 * @param page A logged-in page with the editor open (it has wp.apiFetch and its nonce).
 */
export async function storedModule(
	page: Page
): Promise< Record< string, unknown > > {
	const id = new URL( page.url() ).searchParams.get( 'module' );
	return page.evaluate( async ( moduleId ) => {
		const { wp } = window as unknown as {
			wp: {
				apiFetch: ( options: {
					path: string;
				} ) => Promise< Record< string, unknown > >;
			};
		};
		return wp.apiFetch( { path: `/stagecraft/v1/modules/${ moduleId }` } );
	}, id );
}

/**
 * Presses a button until what it makes shows: the editor's panels render again when the canvas
 * runs the edited module anew, and a press can land on a button just being replaced.
 *
 * @param button The button.
 * @param shown  What its press makes appear.
 */
export async function pressUntilShown(
	button: Locator,
	shown: Locator
): Promise< void > {
	await expect( async () => {
		if ( ( await shown.count() ) === 0 ) {
			await button.click( { timeout: 2000 } );
		}
		await expect( shown ).toBeVisible( { timeout: 2000 } );
	} ).toPass();
}
