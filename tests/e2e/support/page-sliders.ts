// Helpers of the page slider specs (site-page-sliders-*.spec.ts): the demo page, the shop's
// products fixture, a slider brought into view on a paused clock, and the slides a visitor sees.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { cls, shifts, untilQuiet, watchLayoutShifts } from './chrome';
import { installPausedClock, untilRunning } from './clock';

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
 * Opens a page at `width` (900 px high) on a paused clock: nothing timed runs until the test
 * runs the clock.
 * @param page  The page, before its first navigation.
 * @param width Viewport width, px.
 * @param path  The page; the demo page unless given.
 */
export async function visitPaused( page: Page, width: number, path = PAGE ) {
	await page.setViewportSize( { width, height: 900 } );
	await installPausedClock( page );
	await page.goto( path );
}

/** How a spec brings a slider into view before it mounts. */
type BringIn = ( page: Page, alias: string ) => Promise< unknown >;

/**
 * Brings each slider into view and waits until it is mounted.
 * @param page    The page.
 * @param aliases The sliders.
 * @param bringIn How (`centre` unless given).
 */
export async function readyAll(
	page: Page,
	aliases: readonly string[],
	bringIn: BringIn = centre
) {
	for ( const alias of aliases ) {
		await bringIn( page, alias );
		await page.evaluate( ( a ) => window.Stagecraft.ready( a ), alias );
	}
}

/**
 * Opens the demo page at `width` watching layout shifts, mounts the sliders and waits until
 * the page is quiet.
 * @param page    The page.
 * @param width   Viewport width, px.
 * @param aliases The sliders.
 * @param bringIn How each is brought into view (`centre` unless given).
 * @return The shifts seen and the page's CLS.
 */
export async function shiftsWhileMounting(
	page: Page,
	width: number,
	aliases: readonly string[],
	bringIn: BringIn = centre
) {
	await page.setViewportSize( { width, height: 900 } );
	await watchLayoutShifts( page );
	await page.goto( PAGE );
	await readyAll( page, aliases, bringIn );
	await untilQuiet( page );
	return { shifts: await shifts( page ), cls: await cls( page ) };
}

/** No layout shift: what `shiftsWhileMounting` returns when nothing moved. */
export const NO_SHIFTS = { shifts: [], cls: 0 };

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
