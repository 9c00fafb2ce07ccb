import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The chunk of each feature (src/module/features/imports.ts).
const CHUNK: Record< string, string > = {
	arrows: 'nav-arrows',
	bullets: 'nav-bullets',
	thumbs: 'nav-thumbs',
	tabs: 'nav-tabs',
	scrubber: 'nav-scrubber',
	progress: 'nav-progress',
	wheel: 'nav-wheel',
	fonts: 'loader-fonts',
	resources: 'loader-resources',
	gradient: 'loader-gradient',
};

declare global {
	interface Window {
		readyAt: Record< string, number >;
		lcp: Element | null;
	}
}

// When each module became ready, and the page's LCP element.
async function observe( page: Page ) {
	await page.addInitScript( () => {
		window.readyAt = {};
		window.lcp = null;
		document.addEventListener( 'stagecraft:ready', ( event ) => {
			const alias = ( event.target as HTMLElement ).dataset.alias ?? '';
			window.readyAt[ alias ] = performance.now();
		} );
		new PerformanceObserver( ( list ) => {
			const entries = list.getEntries();
			window.lcp =
				(
					entries[ entries.length - 1 ] as unknown as {
						element: Element | null;
					}
				 ).element ?? null;
		} ).observe( { type: 'largest-contentful-paint', buffered: true } );
	} );
}

// Feature chunks the page fetched, with when each finished loading.
const chunksLoaded = ( page: Page ) =>
	page.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.map( ( entry ) => ( {
				name: new URL( entry.name ).pathname.match(
					/\/build\/module\/((?:nav|loader)-[a-z]+)\.js$/
				)?.[ 1 ],
				end: ( entry as PerformanceResourceTiming ).responseEnd,
			} ) )
			.filter( ( entry ) => entry.name )
	);

test( 'a module page fetches the chunks of the features its module uses, before the module is drawn', async ( {
	page,
} ) => {
	await observe( page );
	await page.goto( '/modules/slider/' );
	const module = page.locator( '#stagecraft-module-slider-demo' );
	const hint = ( await module.getAttribute( 'data-stagecraft-features' ) )
		?.split( ' ' )
		.filter( Boolean );
	// The slider demo has navigation: the server names it.
	expect( hint ).toEqual( expect.arrayContaining( [ 'arrows' ] ) );
	await page.evaluate( () => window.Stagecraft.ready( 'slider-demo' ) );

	const loaded = await chunksLoaded( page );
	expect( loaded.map( ( chunk ) => chunk.name ).sort() ).toEqual(
		( hint ?? [] ).map( ( name ) => CHUNK[ name ] ).sort()
	);
	const readyAt = await page.evaluate(
		() => window.readyAt[ 'slider-demo' ]
	);
	// Every chunk was in before the first slide was drawn.
	for ( const chunk of loaded ) {
		expect( chunk.end ).toBeLessThanOrEqual( readyAt );
	}
	await expect( module.locator( '.stagecraft-module__arrow' ) ).toHaveCount(
		2
	);
} );

test( 'a hero without navigation fetches no navigation chunk; its server image stays the LCP element', async ( {
	page,
} ) => {
	await observe( page );
	await page.goto( '/modules/source-rest/' );
	const module = page.locator( '#stagecraft-module-hero-demo' );
	await expect( module ).not.toHaveAttribute(
		'data-stagecraft-features',
		/arrows|bullets/
	);
	const serverImage = await module
		.locator( 'img.stagecraft-module__bg' )
		.elementHandle();
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );

	const loaded = await chunksLoaded( page );
	expect(
		loaded.filter( ( chunk ) => chunk.name?.startsWith( 'nav-' ) )
	).toEqual( [] );
	// Nor the chunk of navigation and deep links: one slide has neither.
	await expect( module ).toHaveAttribute( 'data-stagecraft-state', 'run' );
	expect(
		await page.evaluate( () =>
			performance
				.getEntriesByType( 'resource' )
				.map( ( entry ) => new URL( entry.name ).pathname )
				.filter( ( path ) =>
					/\/build\/module\/(navigation|controls)\.js$/.test( path )
				)
		)
	).toEqual( [] );
	// React drew the slide around the very element the server sent.
	expect(
		await serverImage?.evaluate(
			( img ) =>
				img.isConnected &&
				img.closest( '[data-slide-index="0"]' ) !== null &&
				img.getAttribute( 'fetchpriority' ) === 'high'
		)
	).toBe( true );
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					window.lcp?.matches( 'img.stagecraft-module__bg' ) ===
						true && window.lcp.isConnected
			)
		)
		.toBe( true );
} );
