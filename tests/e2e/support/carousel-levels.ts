// The carousels with per-level settings of tests/e2e/support/carousel-levels-module.php, and
// what both of their specs (module-carousel-levels, module-carousel-align) read of them.
import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { shifts, untilQuiet, watchLayoutShifts } from './chrome';

/**
 * Creates or removes the fixture's carousels (maxV and space per level; align and stretch per
 * level), each on a page of its own at `/alias/`.
 * @param command What to do.
 */
export function levelsFixture( command: 'create' | 'remove' ) {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/carousel-levels-module.php "$@"',
			'carousel-levels-module',
			command,
		],
		{ stdio: 'inherit' }
	);
}

/**
 * Opens a carousel's page with JavaScript at `width` and waits until it is mounted and the
 * page is quiet: nothing may have shifted on the way.
 * @param page  The page.
 * @param width Viewport width, px.
 * @param alias The carousel's alias (its page is `/alias/`).
 */
export async function mountsWithoutShifts(
	page: Page,
	width: number,
	alias: string
) {
	await page.setViewportSize( { width, height: 900 } );
	await watchLayoutShifts( page );
	await page.goto( `/${ alias }/` );
	await page.evaluate( ( a ) => window.Stagecraft.ready( a ), alias );
	await untilQuiet( page );
	expect( await shifts( page ) ).toEqual( [] );
}

export interface InView {
	index: number;
	u: number;
	centre: number;
	inert: boolean;
	// Edges relative to the stage's.
	left: number;
	right: number;
	width: number;
}

/**
 * The slides a visitor sees of a carousel: not faded out, inside the stage; with their offset,
 * their centre relative to the stage's middle and their edges relative to the stage's.
 * @param page   The page.
 * @param module The carousel's root.
 * @param by     In the order of their offsets (`u`) or left to right (`left`).
 */
export const inView = async (
	page: Page,
	module: string,
	by: 'u' | 'left'
): Promise< InView[] > =>
	(
		await page
			.locator( `${ module } .stagecraft-module__stage` )
			.evaluate( ( stage ) => {
				const box = stage.getBoundingClientRect();
				return Array.from(
					stage.querySelectorAll< HTMLElement >(
						'.stagecraft-module__slide'
					)
				)
					.filter( ( slide ) => {
						const rect = slide.getBoundingClientRect();
						const style = getComputedStyle( slide );
						return (
							Number( style.opacity ) > 0.05 &&
							style.visibility === 'visible' &&
							rect.right > box.x + 1 &&
							rect.x < box.right - 1
						);
					} )
					.map( ( slide ) => {
						const rect = slide.getBoundingClientRect();
						return {
							index: Number( slide.dataset.slideIndex ),
							u: Number(
								getComputedStyle( slide ).getPropertyValue(
									'--stagecraft-u'
								)
							),
							centre:
								rect.x +
								rect.width / 2 -
								( box.x + box.width / 2 ),
							inert: slide.hasAttribute( 'inert' ),
							left: rect.x - box.x,
							right: rect.right - box.right,
							width: rect.width,
						};
					} );
			} )
	).sort( ( one, two ) => one[ by ] - two[ by ] );
