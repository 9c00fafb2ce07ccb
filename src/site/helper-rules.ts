// Helper panels' one rule (spec site.md section 2, "helper panels"): one panel open at a time;
// activating an item opens its panel and closes the open one, activating it again closes it.

/** No panel open. */
export const NONE = -1;

/**
 * The panel open after item `activated` is activated while `open` is.
 * @param open      The open panel, or NONE.
 * @param activated The item activated.
 */
export function nextOpen( open: number, activated: number ): number {
	return open === activated ? NONE : activated;
}

/**
 * Which panels show: exactly the open one.
 * @param open  The open panel, or NONE.
 * @param count How many panels.
 */
export function shownPanels( open: number, count: number ): boolean[] {
	return Array.from( { length: count }, ( _, i ) => i === open );
}

/**
 * The panel a fragment names, or NONE: a deep link opens its panel at load.
 * @param hash The address's hash.
 * @param ids  The panels' ids.
 */
export function panelForHash( hash: string, ids: readonly string[] ): number {
	const id = decodeURIComponent( hash.replace( /^#/, '' ) );
	return id === '' ? NONE : ids.indexOf( id );
}
