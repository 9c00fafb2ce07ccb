// A site whose owner uses the cookie banner alone. The demo footer holds both the consent dialog
// and the banner, and where the dialog is on the page the banner defers to it (one cookie prompt
// at a time), so the banner's own behaviour is tested on pages served without the dialog's hook.
import type { Page } from '@playwright/test';

// Beside the dialog the server sends no banner script (php/Site/CookiePrompt.php); a page with
// the banner alone has it.
const BANNER_SCRIPT =
	'/wp-content/plugins/stagecraft/build/cookie-banner/view.js';

/**
 * Serves the site's pages with the consent block unhooked: its script finds no root and the
 * banner finds no dialog to defer to, with the banner's script as a banner-only page has it.
 * Everything else is the site's own markup.
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
			let body = ( await response.text() ).replace(
				/ data-stagecraft-consent="1"/g,
				''
			);
			if (
				body.includes( 'data-stagecraft-cookie-banner' ) &&
				! body.includes( BANNER_SCRIPT )
			) {
				const src = new URL( BANNER_SCRIPT, route.request().url() );
				body = body.replace(
					'</head>',
					`<script defer src="${ src.href }"></script></head>`
				);
			}
			await route.fulfill( { response, body } );
		}
	);
}
