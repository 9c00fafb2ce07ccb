import { test, expect, type Page } from '@playwright/test';
import { changeHeroReply } from './support/hero-reply';

const HERO = '#stagecraft-module-hero-demo';

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
	await changeHeroReply( page, ( reply ) => {
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
	await changeHeroReply( page, ( reply ) => {
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
	// Every file of the image is gone: its sizes too.
	const brokenSizes = `${ baseURL }/wp-content/uploads/stagecraft-missing-768x432.jpg 768w, ${ broken } 1600w`;
	const messages: string[] = [];
	page.on( 'console', ( message ) => messages.push( message.text() ) );
	await changeHeroReply( page, ( reply ) => {
		const image = reply.slides[ 0 ].bg?.image;
		if ( image ) {
			image.src = broken;
			image.srcset = brokenSizes;
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
