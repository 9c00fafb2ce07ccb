import { test, expect, type Page, type Route } from '@playwright/test';

// The built data chunk (module/data.js) reading module data as its jest tests do unbuilt: the
// minifier once dropped the read of the first slide's layers, and a module whose first slide is
// invalid then loaded and drew that slide empty.

const HERO = '#stagecraft-module-hero-demo';

type Reply = {
	alias?: string;
	slides: Array< { layers?: Array< Record< string, unknown > > } >;
};

// The real REST reply of hero-demo (/modules/source-rest/ loads it by REST), changed by the test.
async function changeReply( page: Page, change: ( reply: Reply ) => void ) {
	await page.route(
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

test( 'a module whose first slide has an invalid layer is not loaded; the server slide stays', async ( {
	page,
} ) => {
	const messages: string[] = [];
	page.on( 'console', ( message ) => messages.push( message.text() ) );
	await changeReply( page, ( reply ) => {
		const layer = reply.slides[ 0 ].layers?.[ 0 ];
		if ( layer ) {
			layer.type = 'no-such-layer-type';
		}
	} );
	await page.goto( '/modules/source-rest/' );

	await expect
		.poll( () => messages )
		.toContain( 'hero-demo Could not be Loaded from DB' );
	const slide = page.locator( `${ HERO } .stagecraft-module__slide` ).first();
	await expect( slide.locator( 'h2' ) ).toHaveText( 'Stagecraft' );
} );

test( 'the same module unchanged loads without that error', async ( {
	page,
} ) => {
	const messages: string[] = [];
	page.on( 'console', ( message ) => messages.push( message.text() ) );
	await page.goto( '/modules/source-rest/' );
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
	await expect(
		page.locator( `${ HERO } .stagecraft-module__slide h2` ).first()
	).toHaveText( 'Stagecraft' );
	expect( messages ).not.toContain( 'hero-demo Could not be Loaded from DB' );
} );
