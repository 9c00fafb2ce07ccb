import { test, expect } from '@playwright/test';

test.describe( 'hero module as a visitor', () => {
	test( 'the layer animates in to opacity 1 and the public API resolves', async ( {
		page,
	} ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		await page.goto( '/modules/' );

		const layer = page
			.locator( '#stagecraft-module-hero-demo .stagecraft-module__layer' )
			.first();
		await expect( layer ).toHaveText( 'Stagecraft' );
		const ready = await page.evaluate( async () => {
			const handle = await window.Stagecraft.ready( 'hero-demo' );
			return { alias: handle.alias, state: handle.state };
		} );
		expect( ready ).toEqual( { alias: 'hero-demo', state: 'run' } );
		await expect( layer ).toHaveCSS( 'opacity', '1' );
		await expect( layer ).toBeVisible();
		// The runtime renders with the Preact it carries: the page loads no WordPress React.
		const scripts = await page.evaluate( () =>
			performance
				.getEntriesByType( 'resource' )
				.map( ( entry ) => entry.name )
				.filter( ( url ) => /\/wp-includes\/js\//.test( url ) )
		);
		expect( scripts ).toEqual( [] );
		expect( errors ).toEqual( [] );
	} );

	test( 'the box is reserved before the runtime mounts, so nothing moves', async ( {
		page,
	} ) => {
		await page.goto( '/modules/' );
		const box = page.locator( '#stagecraft-module-hero-demo' );
		const before = await box.boundingBox();
		await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
		const after = await box.boundingBox();
		expect( before ).not.toBeNull();
		expect( after ).toEqual( before );
		expect(
			Math.round(
				( ( before?.width ?? 0 ) / ( before?.height ?? 1 ) ) * 100
			)
		).toBe( 250 );
	} );

	test( 'reduced motion shows the layer without animating', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { reducedMotion: 'reduce' } );
		const page = await context.newPage();
		await page.goto( '/modules/' );
		await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
		const layer = page
			.locator( '#stagecraft-module-hero-demo .stagecraft-module__layer' )
			.first();
		await expect( layer ).toHaveCSS( 'opacity', '1' );
		await expect( layer ).toHaveCSS( 'transform', 'none' );
		await context.close();
	} );
} );

test( 'without JavaScript the first slide image and text are there', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/modules/' );

	const image = page.locator(
		'#stagecraft-module-hero-demo img.stagecraft-module__bg'
	);
	await expect( image ).toBeVisible();
	await expect( image ).toHaveAttribute( 'width', '1600' );
	await expect( image ).toHaveAttribute( 'height', '900' );
	await expect( image ).toHaveAttribute( 'fetchpriority', 'high' );
	// WordPress adds a srcset, so the browser may pick a smaller candidate than 1600 px.
	await expect( image ).toHaveAttribute( 'srcset', /hero\.jpg 1600w/ );
	expect(
		await image.evaluate(
			( img: HTMLImageElement ) => img.complete && img.naturalWidth
		)
	).toBeGreaterThan( 0 );
	await expect(
		page.locator( '#stagecraft-module-hero-demo h2' )
	).toHaveText( 'Stagecraft' );
	await expect(
		page.locator( '#stagecraft-module-hero-demo h2' )
	).toBeVisible();
	// The module's stylesheet is in the head itself: no request of its own before the paint.
	await expect(
		page.locator( 'head > style#stagecraft-module-style-inline-css' )
	).toHaveCount( 1 );
	await expect(
		page.locator( 'link[rel="stylesheet"][href*="/build/module/"]' )
	).toHaveCount( 0 );
	expect(
		await page
			.locator( '#stagecraft-module-hero-demo' )
			.evaluate( ( el ) => getComputedStyle( el ).overflow )
	).toBe( 'hidden' );
	await context.close();
} );

test( "a feature's rules are in the head only on pages with a module that uses it", async ( {
	page,
} ) => {
	const inHead = ( name: string ) =>
		page.locator( `head > style#stagecraft-module-${ name }-inline-css` );
	// [ page, carousel rules, navigation rules ]: /modules/layers/ holds one hero module,
	// /modules/ a hero, a slider with navigation and a layers showcase.
	const pages: Array< [ string, number, number ] > = [
		[ '/modules/layers/', 0, 0 ],
		[ '/modules/', 0, 1 ],
		[ '/modules/carousel/', 1, 1 ],
	];
	for ( const [ path, carousel, navigation ] of pages ) {
		await page.goto( path );
		await expect( inHead( 'style' ), path ).toHaveCount( 1 );
		await expect( inHead( 'carousel' ), path ).toHaveCount( carousel );
		await expect( inHead( 'navigation' ), path ).toHaveCount( navigation );
		await expect(
			page.locator( 'link[rel="stylesheet"][href*="/build/module/"]' ),
			path
		).toHaveCount( 0 );
	}
	// The carousel's rules apply: its stage is a size container.
	expect(
		await page
			.locator(
				'#stagecraft-module-carousel-demo .stagecraft-module__stage'
			)
			.evaluate( ( el ) => getComputedStyle( el ).containerType )
	).toBe( 'size' );
} );

test( 'a phone downloads the image sizes a phone needs, never the 1600 px originals', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		viewport: { width: 390, height: 844 },
	} );
	const page = await context.newPage();
	const files: string[] = [];
	page.on( 'request', ( request ) => {
		const { pathname } = new URL( request.url() );
		if (
			request.resourceType() === 'image' &&
			pathname.includes( '/uploads' )
		) {
			files.push( pathname );
		}
	} );
	// The server's first slide, the runtime's own slides (a carousel's window, the next
	// slide it preloads), an image layer and the slider's thumbnails.
	const pages: Array< [ string, string ] > = [
		[ '/modules/slider/', 'slider-demo' ],
		[ '/modules/carousel/', 'carousel-demo' ],
		[ '/modules/layers/', 'layers-demo' ],
	];
	for ( const [ path, alias ] of pages ) {
		await page.goto( path );
		await page.evaluate(
			( name ) =>
				window.Stagecraft?.ready( name ).then( () => undefined ),
			alias
		);
		// The runtime preloads the current and next slides' images once it runs.
		await page.waitForFunction( () =>
			Array.from(
				document.querySelectorAll< HTMLImageElement >(
					'.stagecraft-module img'
				)
			).every( ( img ) => img.complete )
		);
	}
	const image = page.locator( '.stagecraft-module__layer--image' ).first();
	expect( await image.getAttribute( 'srcset' ) ).toMatch(
		/-768x\d+\.jpg 768w/
	);
	expect(
		await image.evaluate( ( el ) => ( el as HTMLImageElement ).currentSrc )
	).toMatch( /-768x\d+\.jpg$/ );
	expect( files.length ).toBeGreaterThan( 3 );
	expect(
		files.filter( ( file ) => ! /-\d+x\d+\.jpg$/.test( file ) )
	).toEqual( [] );
	await context.close();
} );

test( 'the slider object is served over HTTP as the spec describes', async ( {
	request,
} ) => {
	const ok = await request.get(
		'/wp-json/stagecraft/v1/sliders/hero-demo?srengine=7&alias=true'
	);
	expect( ok.status() ).toBe( 200 );
	const body = await ok.json();
	expect( Object.keys( body ) ).toEqual( [
		'success',
		'alias',
		'id',
		'addOns',
		'settings',
		'slides',
		'v6v7ids',
	] );
	expect( body.settings.alias ).toBe( 'hero-demo' );

	const missing = await request.get(
		'/wp-json/stagecraft/v1/sliders/not-a-module'
	);
	expect( missing.status() ).toBe( 404 );
	expect( ( await missing.json() ).message ).toContain( 'not-a-module' );
} );
