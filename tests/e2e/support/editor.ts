import type { FrameLocator, Page } from '@playwright/test';

/**
 * The block editor's canvas (an iframe since WordPress 6.x).
 *
 * @param page A page with the block editor open.
 */
export const editorCanvas = ( page: Page ): FrameLocator =>
	page.frameLocator( 'iframe[name="editor-canvas"]' );

/**
 * Titles the open post, inserts the module block through the inserter as a
 * site owner does, and picks a module by its title.
 *
 * @param page   A page with the block editor open.
 * @param title  Post title.
 * @param module The module's title in the block's select.
 */
export async function insertModuleBlock(
	page: Page,
	title: string,
	module: string
): Promise< void > {
	const canvas = editorCanvas( page );
	await canvas.getByRole( 'textbox', { name: 'Add title' } ).fill( title );
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
		.selectOption( { label: module } );
}

/**
 * Publishes the open post through the two-step publish panel and returns the
 * address of the published post or page.
 *
 * @param page A page with the block editor open.
 */
export async function publish( page: Page ): Promise< string > {
	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	const panel = page.getByRole( 'region', { name: /Editor publish/i } );
	await panel.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	const view = panel
		.getByRole( 'link', { name: /View (Post|Page)/ } )
		.first();
	await view.waitFor();
	return ( await view.getAttribute( 'href' ) ) ?? '';
}

/**
 * The selected block's settings, found as a site owner finds them: the settings sidebar opened
 * if closed, and its Settings tab chosen where the inspector has tabs (newer WordPress versions
 * group block controls under Content, Settings and Styles).
 *
 * @param page A page with the block editor open and a block selected.
 */
export async function blockSettings( page: Page ) {
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	if ( ! ( await sidebar.isVisible() ) ) {
		await page
			.getByRole( 'button', { name: 'Settings', exact: true } )
			.click();
	}
	const tab = sidebar.getByRole( 'tab', { name: 'Settings', exact: true } );
	if ( ( await tab.count() ) > 0 ) {
		await tab.click();
	}
	return sidebar;
}

/**
 * A control of the selected block's settings, by its label.
 *
 * @param page  A page with the block editor open and a block selected.
 * @param label The control's label.
 */
export async function blockSetting( page: Page, label: string ) {
	return ( await blockSettings( page ) ).getByLabel( label );
}

/**
 * Deletes the post open in the editor for good, leaving the site as the other suites expect it;
 * true when WordPress says it is deleted.
 *
 * @param page A page with the block editor open on a saved post.
 */
export async function deleteEditedPost( page: Page ): Promise< boolean > {
	const post = new URL( page.url() ).searchParams.get( 'post' );
	return page.evaluate(
		async ( id ) =>
			(
				await (
					window as unknown as {
						wp: {
							apiFetch: (
								o: object
							) => Promise< { deleted: boolean } >;
						};
					}
				 ).wp.apiFetch( {
					path: `/wp/v2/posts/${ id }?force=true`,
					method: 'DELETE',
				} )
			).deleted,
		post
	);
}
