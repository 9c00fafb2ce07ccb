import { test, expect, type Page, type Route } from '@playwright/test';

const HERO = '#stagecraft-module-hero-demo';

type Reply = {
	alias?: string;
	settings?: Record< string, unknown >;
	slides: Array< { bg?: { image?: { src: string } } } >;
};

// Serves the real REST reply of hero-demo, changed by the test: the
// fixture costs no seeded module. The pages load hero-demo by REST
// (/modules/source-rest/): the first module of /modules/ is inline.
async function changeReply( page: Page, change: ( reply: Reply ) => void ) {
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

function fontRequests( page: Page ) {
	const urls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'fonts.googleapis.com' ) ) {
			urls.push( request.url() );
		}
	} );
	// The closed network has no font service: answer with an empty stylesheet.
	void page.route( /fonts\.googleapis\.com/, ( route ) =>
		route.fulfill( { contentType: 'text/css', body: '' } )
	);
	return urls;
}

test( 'a module whose font is a system font makes no font request', async ( {
	page,
} ) => {
	const urls = fontRequests( page );
	await changeReply( page, ( reply ) => {
		reply.settings = {
			...reply.settings,
			fonts: [ { family: 'Arial', weights: [ 400, 700 ] } ],
		};
	} );
	await page.goto( '/modules/source-rest/' );
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
	expect( urls ).toEqual( [] );
} );

test( 'a web font is asked for once, with display=swap', async ( { page } ) => {
	const urls = fontRequests( page );
	await changeReply( page, ( reply ) => {
		reply.settings = {
			...reply.settings,
			fonts: [ { family: 'Open Sans', weights: [ '300-700' ] } ],
		};
	} );
	await page.goto( '/modules/source-rest/' );
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
	expect( urls ).toEqual( [
		'https://fonts.googleapis.com/css2?family=Open+Sans:wght@300..700&display=swap',
	] );
} );

test( 'a broken slide image logs its error and the slide still shows', async ( {
	page,
	baseURL,
} ) => {
	const broken = `${ baseURL }/wp-content/uploads/stagecraft-missing.jpg`;
	const messages: string[] = [];
	page.on( 'console', ( message ) => messages.push( message.text() ) );
	await changeReply( page, ( reply ) => {
		const image = reply.slides[ 0 ].bg?.image;
		if ( image ) {
			image.src = broken;
		}
	} );
	await page.goto( '/modules/source-rest/' );
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );

	await expect
		.poll( () => messages )
		.toContain( `Image Error: ${ broken } could not be loaded` );
	const slide = page.locator( `${ HERO } .stagecraft-module__slide` ).first();
	await expect( slide ).toBeVisible();
	await expect( slide.locator( 'h2' ) ).toHaveText( 'Stagecraft' );
	// The broken-image icon gives way to the slide's background colour.
	await expect( slide.locator( 'img.stagecraft-module__bg' ) ).toBeHidden();
	await expect( slide ).toHaveCSS( 'background-color', 'rgb(16, 26, 60)' );
} );
