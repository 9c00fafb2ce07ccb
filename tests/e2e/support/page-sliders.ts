// Helpers of the page slider specs (site-page-sliders-*.spec.ts): the demo page, the shop's
// products fixture, a slider brought into view on a paused clock, and the slides a visitor sees.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { untilRunning } from './clock';

export const PAGE = '/site/page-sliders/';
export const root = ( alias: string ) => `#stagecraft-module-${ alias }`;

/**
 * Runs a fixture script of tests/e2e/support in the test site (bin/test sets STAGECRAFT_DB).
 * @param script The script's file name.
 * @param action create or remove.
 * @param more   The script's further arguments.
 */
function fixture(
	script: string,
	action: 'create' | 'remove',
	...more: string[]
): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" "tests/e2e/support/$0" "$@"',
			script,
			action,
			...more,
		],
		{ stdio: 'pipe' }
	);
}

/**
 * The shop slider's six products (shop-products.php), created or removed.
 * @param action What to do.
 */
export const products = ( action: 'create' | 'remove' ) =>
	fixture( 'shop-products.php', action );

/** A page with a shop slider of four products, four asked for (the even count that equals the items). */
export const FOUR_PAGE = '/page-slider-four/';

/**
 * The four-of-four page, created or removed (after the products: it shows four of them), as
 * the benchmarks write their pages (fixture-page.php).
 * @param action What to do.
 */
export const fourPage = ( action: 'create' | 'remove' ) =>
	fixture(
		'fixture-page.php',
		action,
		'page-slider-four',
		'<!-- wp:stagecraft/page-slider-shop {"count":4,"align":"wide"} /-->'
	);

export const current = ( page: Page, alias: string ) =>
	page.evaluate(
		( a ) => window.Stagecraft.get( a )?.current()?.index,
		alias
	);

/**
 * Scrolls a slider to the viewport's centre: a module mounts once it is 100 px inside the
 * viewport, which one just at the edge (where scrollIntoViewIfNeeded leaves it) is not.
 * @param page  The page.
 * @param alias The slider's alias.
 */
export const centre = ( page: Page, alias: string ) =>
	page
		.locator( root( alias ) )
		.evaluate( ( el ) => el.scrollIntoView( { block: 'center' } ) );

/**
 * Brings a slider into view on a paused clock and waits until it runs.
 * @param page  The page.
 * @param alias The slider's alias.
 */
export async function open( page: Page, alias: string ) {
	await centre( page, alias );
	await untilRunning( page, root( alias ) );
}

/**
 * The slides a visitor sees: in the window (not inert), not hidden, and wholly on the stage
 * (a pixel of rounding allowed). Counted in one pass, so a move cannot fall between two reads.
 * @param page  The page.
 * @param alias The slider's alias.
 */
export const shown = ( page: Page, alias: string ) =>
	page.evaluate( ( selector ) => {
		const stage = document.querySelector(
			`${ selector } .stagecraft-module__stage`
		);
		if ( ! stage ) {
			return -1;
		}
		const box = stage.getBoundingClientRect();
		const slides = Array.from(
			stage.querySelectorAll< HTMLElement >(
				'.stagecraft-module__slide:not([inert])'
			)
		);
		const visible = slides.filter( ( slide ) => {
			const rect = slide.getBoundingClientRect();
			return (
				getComputedStyle( slide ).visibility === 'visible' &&
				rect.width > 0 &&
				rect.left >= box.left - 1 &&
				rect.right <= box.right + 1
			);
		} );
		// A slide in the window but off the stage and not hidden would take focus unseen.
		const unseen = slides.filter( ( slide ) => {
			const rect = slide.getBoundingClientRect();
			return (
				getComputedStyle( slide ).visibility === 'visible' &&
				( rect.right <= box.left || rect.left >= box.right )
			);
		} );
		return unseen.length > 0 ? -unseen.length : visible.length;
	}, root( alias ) );
