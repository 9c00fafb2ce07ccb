// Shared by the module runtime specs (not a spec itself).
import type { Page } from '@playwright/test';
import { runUntil } from './support/clock';
import { MODULE_EVENTS } from '../../src/module/events/types';

export const SLIDER = '#stagecraft-module-slider-demo';
// slider-demo: 6000 ms slides plus the 1000 ms fade.
export const ONE_SLIDE = 6000;

declare global {
	interface Window {
		stagecraftLog: Array< {
			type: string;
			alias: string;
			detail: unknown;
		} >;
	}
}

// Records every stagecraft:* DOM event from the first script on, ready included.
export async function recordEvents( page: Page ) {
	await page.addInitScript( ( names ) => {
		window.stagecraftLog = [];
		for ( const name of names ) {
			document.addEventListener( `stagecraft:${ name }`, ( event ) => {
				const target = event.target as HTMLElement;
				const { detail } = event as CustomEvent;
				window.stagecraftLog.push( {
					type: name,
					alias: target.dataset.alias ?? '',
					// Elements do not cross into the test: keep the plain fields.
					detail: JSON.parse(
						JSON.stringify( detail, ( key, value ) =>
							key === 'element' ? undefined : value
						)
					),
				} );
			} );
		}
	}, MODULE_EVENTS );
}

export async function openSlider( page: Page ) {
	await recordEvents( page );
	await page.goto( '/modules/' );
	await page.locator( SLIDER ).scrollIntoViewIfNeeded();
	await page.evaluate( () => window.Stagecraft.ready( 'slider-demo' ) );
}

export const currentIndex = ( page: Page ) =>
	page.evaluate(
		() => window.Stagecraft.get( 'slider-demo' )?.current()?.index
	);

export const log = ( page: Page, alias = 'slider-demo' ) =>
	page.evaluate(
		( name ) => window.stagecraftLog.filter( ( e ) => e.alias === name ),
		alias
	);

export const afterChanges = async ( page: Page, alias = 'slider-demo' ) =>
	( await log( page, alias ) ).filter( ( e ) => e.type === 'afterChange' )
		.length;

/**
 * On the paused clock: runs it until the module has finished `count` changes in all.
 * @param page  The page.
 * @param count afterChange events wanted.
 * @param alias The module.
 */
export const changesDone = (
	page: Page,
	count: number,
	alias = 'slider-demo'
) =>
	runUntil(
		page,
		( [ name, n ]: readonly [ string, number ] ) =>
			window.stagecraftLog.filter(
				( e ) => e.alias === name && e.type === 'afterChange'
			).length >= n,
		[ alias, count ] as const
	);
