import { test, expect, type Page } from '@playwright/test';

// Spec section 7: module data may come by REST, admin-ajax, inline JSON or a .json file URL.
const SOURCES = [ 'rest', 'ajax', 'inline', 'json' ] as const;

async function renderedStage( page: Page, source: string ) {
	const requests: string[] = [];
	page.on( 'request', ( request ) => requests.push( request.url() ) );
	await page.goto( `/modules/source-${ source }/` );
	const module = page.locator(
		'.stagecraft-module[data-stagecraft-alias="hero-demo"]'
	);
	await expect( module ).toHaveAttribute( 'data-stagecraft-source', source );
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
	await expect(
		module.locator( '.stagecraft-module__layer' ).first()
	).toHaveCSS( 'opacity', '1' );
	const html = await module
		.locator( '.stagecraft-module__stage' )
		.evaluate( ( stage ) =>
			stage.innerHTML.replace( /\s(style|srcset|sizes)="[^"]*"/g, '' )
		);
	return { html, requests };
}

test( 'the same module renders the same from every data source', async ( {
	page,
} ) => {
	const rendered: Record< string, string > = {};
	for ( const source of SOURCES ) {
		const { html, requests } = await renderedStage( page, source );
		rendered[ source ] = html;
		const used = {
			rest: requests.some( ( url ) =>
				url.includes( '/stagecraft/v1/sliders/' )
			),
			ajax: requests.some( ( url ) => url.includes( 'admin-ajax.php' ) ),
			json: requests.some( ( url ) =>
				url.endsWith( '/stagecraft/hero-demo.json' )
			),
		};
		expect( used ).toEqual( {
			rest: source === 'rest',
			ajax: source === 'ajax',
			json: source === 'json',
		} );
	}
	expect( rendered.rest ).toContain( 'Stagecraft' );
	for ( const source of SOURCES ) {
		expect( rendered[ source ], source ).toBe( rendered.rest );
	}
} );

test( 'the runtime’s REST call is the plain public GET the server answers early', async ( {
	page,
} ) => {
	const reply = page.waitForResponse( ( response ) =>
		response.url().includes( '/stagecraft/v1/sliders/' )
	);
	await page.goto( '/modules/source-rest/' );
	const response = await reply;
	// No nonce, no _locale: a URL a CDN caches, and the early reply serves
	// (the test site marks replies that built the REST server).
	expect( response.url() ).toMatch(
		/\/wp-json\/stagecraft\/v1\/sliders\/[\w-]+\?srengine=7$/
	);
	expect( await response.request().headerValue( 'x-wp-nonce' ) ).toBeNull();
	expect( response.status() ).toBe( 200 );
	expect(
		await response.headerValue( 'x-stagecraft-test-rest-server' )
	).toBeNull();
	expect( await response.headerValue( 'etag' ) ).toMatch( /^W\/"/ );
} );

test( 'by default the first module of a page starts from inline data, the next by REST', async ( {
	page,
} ) => {
	const requests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/stagecraft/v1/sliders/' ) ) {
			requests.push( request.url() );
		}
	} );
	await page.goto( '/modules/' );
	const modules = page.locator( '.stagecraft-module[data-stagecraft-alias]' );
	await expect( modules.first() ).toHaveAttribute(
		'data-stagecraft-source',
		'inline'
	);
	await expect( modules.nth( 1 ) ).toHaveAttribute(
		'data-stagecraft-source',
		'rest'
	);
	const [ first, second ] = await modules.evaluateAll( ( els ) =>
		els.map( ( el ) => ( el as HTMLElement ).dataset.stagecraftId )
	);
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
	await modules.nth( 1 ).scrollIntoViewIfNeeded();
	await page.evaluate( () => window.Stagecraft.ready( 'slider-demo' ) );
	expect(
		requests.filter( ( url ) => url.includes( `/sliders/${ first }?` ) )
	).toEqual( [] );
	expect(
		requests.filter( ( url ) => url.includes( `/sliders/${ second }?` ) )
	).toHaveLength( 1 );
} );
