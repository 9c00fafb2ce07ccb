// Shared by the media e2e files: the demo page, its layers, and what the page records.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const PAGE = '/modules/media/';
export const MODULE = '#stagecraft-module-media-demo';
export const YOUTUBE = 14;
export const VIMEO = 15;
export const AUDIO = 3;
export const CLIP = 21;

export const media = ( page: Page, id: string | number ) =>
	page.locator(
		`${ MODULE } [data-layer-id="${ id }"][data-stagecraft-media]`
	);
export const playButton = ( page: Page, id: string | number ) =>
	media( page, id ).locator( '.stagecraft-media__play' );

export async function open( page: Page ) {
	await page.goto( PAGE );
	await expect( page.locator( MODULE ) ).toHaveAttribute(
		'data-stagecraft-state',
		'run'
	);
}

// Resolves once the slide is entered (afterChange: its media have been told).
export async function goToSlide( page: Page, index: number ) {
	await page.evaluate(
		( [ n ] ) =>
			new Promise( ( resolve ) => {
				const module = window.Stagecraft.get( 'media-demo' );
				if ( module?.current()?.index === n ) {
					resolve( n );
					return;
				}
				module?.once( 'afterChange', resolve );
				module?.goTo( n );
			} ),
		[ index ]
	);
	await expect(
		page.locator( `${ MODULE } .stagecraft-module__slide.is-active` )
	).toHaveAttribute( 'data-slide-index', String( index ) );
}

// The module's media events, as the page sees them (DOM events), and the stand-ins' log.
export async function recordMediaEvents( page: Page ) {
	await page.addInitScript( () => {
		const seen: string[] = [];
		( window as unknown as { mediaEvents: string[] } ).mediaEvents = seen;
		document.addEventListener( 'stagecraft:mediastatechange', ( event ) => {
			const { layer, state: next } = ( event as CustomEvent ).detail;
			seen.push( `${ layer } ${ next }` );
		} );
	} );
}

export const mediaEvents = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { mediaEvents: string[] } ).mediaEvents
	);

export const standInLog = ( page: Page, provider: 'youtube' | 'vimeo' ) =>
	page.evaluate(
		( name ) =>
			(
				window as unknown as {
					standIn?: Record< string, string[] >;
				}
			 ).standIn?.[ name ] ?? [],
		provider
	);

export const currentTime = ( page: Page, id: number ) =>
	media( page, id )
		.locator( 'audio, video' )
		.evaluate( ( element: HTMLMediaElement ) => element.currentTime );

export const GRANTED = encodeURIComponent(
	JSON.stringify( {
		ad_storage: 'granted',
		ad_user_data: 'granted',
		ad_personalization: 'granted',
		analytics_storage: 'granted',
		revision: 1,
	} )
);
