// The video providers for the media e2e tests: every request to a YouTube or Vimeo host is
// recorded and answered locally (the machine has no internet): the API scripts by the stand-ins
// beside this file, the embed pages by a small page naming the player.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const PROVIDER_HOSTS = /youtube|youtu\.be|ytimg|vimeo/;

const script = ( name: string ) =>
	readFileSync( join( __dirname, name ), 'utf8' );

/**
 * Records provider requests and answers them with the stand-ins.
 *
 * @param page The page, before `goto`.
 */
export async function standInProviders( page: Page ): Promise< string[] > {
	const seen: string[] = [];
	page.on( 'request', ( request ) => {
		if ( PROVIDER_HOSTS.test( new URL( request.url() ).hostname ) ) {
			seen.push( request.url() );
		}
	} );
	await page.route(
		( url ) => PROVIDER_HOSTS.test( url.hostname ),
		( route ) => {
			const url = new URL( route.request().url() );
			if ( url.pathname === '/iframe_api' ) {
				return route.fulfill( {
					contentType: 'text/javascript',
					body: script( 'youtube-iframe-api.js' ),
				} );
			}
			if ( url.pathname === '/api/player.js' ) {
				return route.fulfill( {
					contentType: 'text/javascript',
					body: script( 'vimeo-player-api.js' ),
				} );
			}
			return route.fulfill( {
				contentType: 'text/html',
				body: `<!doctype html><title>Player stand-in</title><p>Stand-in player for ${ url.pathname }</p>`,
			} );
		}
	);
	return seen;
}
