// A site whose owner uses the cookie banner alone. The demo footer holds both the consent dialog
// and the banner, and where the dialog is on the page the banner defers to it (one cookie prompt
// at a time), so the banner's own behaviour is tested on pages served without the dialog's hook.
import type { Page } from '@playwright/test';

/**
 * Serves the site's pages with the consent block unhooked: its script finds no root and the
 * banner finds no dialog to defer to. Everything else is the site's own markup.
 * @param page The page, before `goto`.
 */
export async function withoutConsentDialog( page: Page ): Promise< void > {
	await page.route(
		( url ) =>
			! /\/wp-(content|includes|json|admin)\//.test( url.pathname ),
		async ( route ) => {
			if ( route.request().resourceType() !== 'document' ) {
				await route.continue();
				return;
			}
			const response = await route.fetch();
			const body = ( await response.text() ).replace(
				/ data-stagecraft-consent="1"/g,
				''
			);
			await route.fulfill( { response, body } );
		}
	);
}
