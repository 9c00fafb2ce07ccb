import type { Browser, Page } from '@playwright/test';

export const WIDTHS = [ 390, 1440 ] as const;

type ShiftWatch = {
	cls: number;
	shifts: Array< { value: number; sources: string[] } >;
};

/**
 * Sums layout-shift entries (as CLS does) from the first paint on; read it with `cls( page )`
 * after `untilQuiet( page )`.
 * @param page
 */
export async function watchLayoutShifts( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const w = window as unknown as ShiftWatch;
		w.cls = 0;
		w.shifts = [];
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				const shift = entry as unknown as {
					value: number;
					hadRecentInput: boolean;
					sources?: Array< { node?: Node | null } >;
				};
				if ( ! shift.hadRecentInput ) {
					w.cls += shift.value;
					// What moved, for the failure message.
					w.shifts.push( {
						value: shift.value,
						sources: ( shift.sources ?? [] ).map( ( source ) => {
							const el = source.node as Element | null;
							return el && el.nodeType === 1
								? `${ el.tagName.toLowerCase() }.${ Array.from(
										el.classList
									).join( '.' ) }`
								: String( el?.nodeName ?? '' );
						} ),
					} );
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

export function cls( page: Page ): Promise< number > {
	return page.evaluate( () => ( window as unknown as ShiftWatch ).cls );
}

/**
 * The shifts seen so far, with what moved: `expect( await shifts( page ) ).toEqual( [] )`.
 * @param page
 */
export function shifts( page: Page ): Promise< ShiftWatch[ 'shifts' ] > {
	return page.evaluate( () => ( window as unknown as ShiftWatch ).shifts );
}

/**
 * Waits until the page is quiet, whatever the machine's speed: no request in flight, fonts
 * loaded, every started image decoded, then ten rendered frames in a row
 * with nothing laid out anew. Layout-shift checks read their figures after this, never after a
 * fixed sleep.
 * @param page
 */
export async function untilQuiet( page: Page ): Promise< void > {
	// Nothing in flight for 500 ms is the floor; the frames below are the signal.
	// eslint-disable-next-line playwright/no-networkidle
	await page.waitForLoadState( 'networkidle' );
	await page.evaluate( async () => {
		await document.fonts.ready;
		await Promise.all(
			Array.from( document.images )
				.filter( ( img ) => img.currentSrc && ! img.complete )
				.map( ( img ) => img.decode().catch( () => undefined ) )
		);
		// Layout settled: the document's size and the shift count unchanged for ten frames.
		const state = () =>
			[
				document.documentElement.scrollHeight,
				document.documentElement.scrollWidth,
				( window as unknown as { shifts?: unknown[] } ).shifts
					?.length ?? 0,
			].join( ',' );
		await new Promise< void >( ( resolve ) => {
			let last = state();
			let still = 0;
			const frame = () => {
				const now = state();
				still = now === last ? still + 1 : 0;
				last = now;
				if ( still >= 10 ) {
					resolve();
				} else {
					requestAnimationFrame( frame );
				}
			};
			requestAnimationFrame( frame );
		} );
	} );
}

/**
 * True when focus is inside the element matched by `selector`.
 * @param page
 * @param selector
 */
export function focusInside(
	page: Page,
	selector: string
): Promise< boolean > {
	return page.evaluate(
		( s ) =>
			Boolean( document.body.ownerDocument.activeElement?.closest( s ) ),
		selector
	);
}

/**
 * Resolves after the page has rendered `count` more frames: events caused by what the test just
 * did (a scroll, a resize) have been dispatched and handled by then, however slow the machine.
 * Only on pages without Playwright's clock installed (its frames are the test's).
 * @param page
 * @param count
 */
export function nextFrames( page: Page, count = 3 ): Promise< void > {
	return page.evaluate(
		( n ) =>
			new Promise< void >( ( resolve ) => {
				const frame = ( left: number ) =>
					left === 0
						? resolve()
						: requestAnimationFrame( () => frame( left - 1 ) );
				frame( n );
			} ),
		count
	);
}

/**
 * Scrolls the window to `y` and resolves once the page has dispatched its scroll event (with or
 * without Playwright's clock: scroll events come with the browser's own frames). Handlers that
 * wait for an animation frame then need `runFor` on the clock, or `nextFrames` without it.
 * @param page
 * @param y
 */
export function scrollPage( page: Page, y: number ): Promise< void > {
	return page.evaluate(
		( top ) =>
			new Promise< void >( ( resolve ) => {
				const target = Math.min(
					Math.max( 0, Math.round( top ) ),
					document.documentElement.scrollHeight - window.innerHeight
				);
				if ( Math.round( window.scrollY ) === target ) {
					resolve();
					return;
				}
				window.addEventListener( 'scroll', () => resolve(), {
					once: true,
				} );
				window.scrollTo( 0, top );
			} ),
		y
	);
}

/**
 * A page without JavaScript, in a context of its own: the server's markup and the
 * stylesheet alone. Close it when done.
 * @param browser The browser.
 * @param width   Viewport width, px (900 px high).
 * @param path    The page.
 */
export async function withoutScripts(
	browser: Browser,
	width: number,
	path: string
) {
	const context = await browser.newContext( {
		javaScriptEnabled: false,
		viewport: { width, height: 900 },
	} );
	const page = await context.newPage();
	await page.goto( path );
	return { page, close: () => context.close() };
}

/**
 * What moves while the element under `selector` streams in: for each element inside it (in
 * document order), lays out the markup as the parser has it when that element's start tag
 * arrives (everything after it cut) and lists each element already there whose start point
 * differs from the finished layout. A browser counts those moves as layout shifts when the
 * network or a busy parser splits the markup there. Empty when nothing moves.
 * @param page
 * @param selector
 */
export function streamingMoves(
	page: Page,
	selector: string
): Promise< string[] > {
	return page.evaluate( ( sel ) => {
		const root = document.querySelector( sel );
		if ( ! root ) {
			return [ `${ sel } is not on the page` ];
		}
		const name = ( el: Element ) =>
			`${ el.tagName.toLowerCase() }${ Array.from( el.classList )
				.map( ( c ) => `.${ c }` )
				.join( '' ) }`;
		// Only what a visitor sees counts, as in CLS: hidden dropdowns and what lies below the
		// fold move unseen.
		const startOf = ( el: Element ) => {
			const r = el.getBoundingClientRect();
			return r.width > 0 &&
				r.height > 0 &&
				r.top < window.innerHeight &&
				r.bottom > 0 &&
				el.checkVisibility( { visibilityProperty: true } )
				? [ r.left, r.top ]
				: null;
		};
		const elements = [
			root,
			...Array.from( root.querySelectorAll( '*' ) ),
		];
		const finished = elements.map( startOf );
		// The first arrival that moves each element.
		const moves = new Map< Element, string >();
		for ( let k = 1; k < elements.length; k++ ) {
			const copy = root.cloneNode( true ) as Element;
			const copies = [
				copy,
				...Array.from( copy.querySelectorAll( '*' ) ),
			];
			const cut = document.createRange();
			cut.setStartBefore( copies[ k ] );
			cut.setEndAfter( copy.lastChild ?? copies[ k ] );
			cut.deleteContents();
			root.replaceWith( copy );
			for ( let i = 0; i < k; i++ ) {
				const was = finished[ i ];
				const now = startOf( copies[ i ] );
				if (
					! moves.has( elements[ i ] ) &&
					was &&
					now &&
					( Math.abs( was[ 0 ] - now[ 0 ] ) > 0.5 ||
						Math.abs( was[ 1 ] - now[ 1 ] ) > 0.5 )
				) {
					moves.set(
						elements[ i ],
						`${ name( elements[ i ] ) } moves when ${ name(
							elements[ k ]
						) } arrives`
					);
				}
			}
			copy.replaceWith( root );
		}
		return Array.from( moves.values() );
	}, selector );
}
