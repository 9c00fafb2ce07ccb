import type { Page } from '@playwright/test';

export const WIDTHS = [ 390, 1440 ] as const;

/**
 * Sums layout-shift entries (as CLS does) from the first paint on; read it with `cls( page )`.
 * @param page
 */
export async function watchLayoutShifts( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const w = window as unknown as { cls: number };
		w.cls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				const shift = entry as unknown as {
					value: number;
					hadRecentInput: boolean;
				};
				if ( ! shift.hadRecentInput ) {
					w.cls += shift.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

export function cls( page: Page ): Promise< number > {
	return page.evaluate( () => ( window as unknown as { cls: number } ).cls );
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
