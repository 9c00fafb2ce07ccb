import type { Page, Route } from '@playwright/test';

/** The REST reply of a module, as far as the tests change it. */
export type Reply = {
	alias?: string;
	settings?: Record< string, unknown >;
	slides: Array< {
		bg?: { image?: { src: string; srcset?: string } };
		layers?: Array< Record< string, unknown > >;
	} >;
};

/**
 * Serves the real REST reply of hero-demo, changed by the test: the fixture costs no seeded
 * module. /modules/source-rest/ loads hero-demo by REST (the first module of /modules/ is inline).
 *
 * @param page   The page.
 * @param change Changes the reply in place.
 */
export async function changeHeroReply(
	page: Page,
	change: ( reply: Reply ) => void
): Promise< void > {
	await page.route(
		// The runtime asks by database id: the reply names the module.
		( url ) => url.href.includes( 'stagecraft/v1/sliders/' ),
		async ( route: Route ) => {
			const response = await route.fetch();
			const reply = ( await response.json() ) as Reply;
			if ( reply.alias === 'hero-demo' ) {
				change( reply );
			}
			await route.fulfill( { response, json: reply } );
		}
	);
}
