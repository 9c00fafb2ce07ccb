// Shared by the lightbox's e2e files: the demo page, request recording with stand-in video
// providers (the machine has no internet), and locators.
import type { Locator, Page, Request } from '@playwright/test';

export const PAGE = '/site/widgets/';
export const PROVIDERS = /youtube|youtu\.be|ytimg|vimeo/;

export type Watch = { requests: string[]; provider: string[] };

/**
 * Records every request the page makes, and answers the video sites with a stand-in player.
 * @param page The page, before `goto`.
 */
export async function watch( page: Page ): Promise< Watch > {
	const seen: Watch = { requests: [], provider: [] };
	page.on( 'request', ( request: Request ) => {
		seen.requests.push( `${ request.method() } ${ request.url() }` );
		if ( PROVIDERS.test( new URL( request.url() ).hostname ) ) {
			seen.provider.push( request.url() );
		}
	} );
	await page.route(
		( url ) => PROVIDERS.test( url.hostname ),
		( route ) =>
			route.fulfill( {
				contentType: 'text/html',
				body: `<!doctype html><title>Player stand-in</title><p>Stand-in player for ${ route.request().url() }</p>`,
			} )
	);
	return seen;
}

// Full-size gallery photos the page asked for (the page itself shows the 300 px ones).
export const fullPhotos = ( seen: Watch ) =>
	[
		...new Set(
			seen.requests
				.map(
					( r ) => /\/(gallery-\d)\.jpg(\?|$)/.exec( r )?.[ 1 ] ?? ''
				)
				.filter( Boolean )
		),
	].sort();

export const dialog = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Lightbox' } );
export const galleryLink = ( page: Page, n: number ) =>
	page.locator( '.is-demo-gallery a' ).nth( n );
/**
 * A locator's box; fails when it has none.
 * @param locator The element.
 */
export async function boxOf( locator: Locator ) {
	const box = await locator.boundingBox();
	if ( ! box ) {
		throw new Error( 'no box' );
	}
	return box;
}

export const block = ( page: Page, name: string ) =>
	page.locator( '.is-demo-lightbox-links a', { hasText: name } );
