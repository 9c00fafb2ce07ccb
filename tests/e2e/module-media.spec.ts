// Media players on /modules/media/ (issue 18): a background video slide, an audio layer, a
// YouTube and a Vimeo layer, and an HTML5 video with captions. YouTube and Vimeo are answered
// by local stand-ins of their player APIs (tests/e2e/stand-ins), and every request to their
// hosts is recorded: none may leave before a click on play or marketing consent.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { WIDTHS } from './support/chrome';
import { standInProviders } from './stand-ins/providers';

const PAGE = '/modules/media/';
const MODULE = '#stagecraft-module-media-demo';

const media = ( page: Page, id: string | number ) =>
	page.locator(
		`${ MODULE } [data-layer-id="${ id }"][data-stagecraft-media]`
	);

const state = ( page: Page, id: string | number ) =>
	media( page, id ).getAttribute( 'data-media-state' );

async function open( page: Page ) {
	await page.goto( PAGE );
	await expect( page.locator( MODULE ) ).toHaveAttribute(
		'data-stagecraft-state',
		'run'
	);
}

async function goToSlide( page: Page, index: number ) {
	await page.evaluate(
		( [ n ] ) => window.Stagecraft.get( 'media-demo' )?.goTo( n ),
		[ index ]
	);
	await expect(
		page.locator( `${ MODULE } .stagecraft-module__slide.is-active` )
	).toHaveAttribute( 'data-slide-index', String( index ) );
}

// The module's media events, as the page sees them (DOM events).
async function recordMediaEvents( page: Page ) {
	await page.addInitScript( () => {
		const seen: string[] = [];
		( window as unknown as { mediaEvents: string[] } ).mediaEvents = seen;
		document.addEventListener( 'stagecraft:mediastatechange', ( event ) => {
			const { layer, state: next } = ( event as CustomEvent ).detail;
			seen.push( `${ layer } ${ next }` );
		} );
	} );
}

const mediaEvents = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { mediaEvents: string[] } ).mediaEvents
	);

for ( const width of WIDTHS ) {
	test.describe( `media at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		test( 'the background video autoplays muted and pauses when its slide is left', async ( {
			page,
		} ) => {
			await recordMediaEvents( page );
			await open( page );
			const background = page.locator(
				`${ MODULE } [data-media-id="slide-1"]`
			);
			await expect( background ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			const video = background.locator( 'video' );
			await expect( video ).toHaveJSProperty( 'muted', true );
			await expect
				.poll( () =>
					video.evaluate( ( v: HTMLVideoElement ) => v.currentTime )
				)
				.toBeGreaterThan( 0 );
			await goToSlide( page, 1 );
			await expect( background ).toHaveAttribute(
				'data-media-state',
				'2'
			);
			await expect
				.poll( () => mediaEvents( page ) )
				.toEqual(
					expect.arrayContaining( [ 'slide-1 1', 'slide-1 2' ] )
				);
		} );
	} );
}
