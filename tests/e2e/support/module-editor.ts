// The steps every module-editor test repeats: open a new module as a site owner, find an
// inspector field by its label, publish and read back what the server stored.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import * as z from 'zod/mini';
import { storedModuleSchema } from '../../../src/schema/module';
import { logIn } from './log-in';
import { createModule, storedModule } from './module-builder';

/**
 * Logs in as the site owner at 1440 px and creates a module from Add New Module.
 *
 * @param page  A page.
 * @param title Module title.
 * @param start The start point's label.
 */
export async function openNewModule(
	page: Page,
	title: string,
	start?: string
): Promise< void > {
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await logIn( page );
	await createModule( page, title, start );
}

/**
 * An inspector field by its exact label.
 *
 * @param page  A page with the editor open.
 * @param label The field's label.
 */
export const inspectorField = ( page: Page, label: string ): Locator =>
	page
		.locator( '.stagecraft-editor__inspector' )
		.getByLabel( label, { exact: true } );

/**
 * Publishes the module, waits for the editor's notice and returns the stored module,
 * checked against the module schema.
 *
 * @param page A page with the editor open.
 */
export async function publishAndRead(
	page: Page
): Promise< z.infer< typeof storedModuleSchema > > {
	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await expect(
		page.locator( '.components-notice' ).getByText( 'Module saved.' )
	).toBeVisible();
	return z.parse( storedModuleSchema, await storedModule( page ) );
}
