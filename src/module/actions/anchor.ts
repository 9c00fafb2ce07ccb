import type { PageLocation } from './href';

// Its own file, apart from href.ts: the data chunk resolves link addresses (href.ts) and has
// no use for this, which only the actions feature needs.

/**
 * The anchor id a link leads to on this very page (spec section 2: such a
 * link scrolls instead of navigating), or null for another page.
 *
 * @param href The link's address.
 * @param page The page's location.
 */
export function samePageAnchor(
	href: string,
	page: PageLocation
): string | null {
	if ( ! href.includes( '#' ) ) {
		return null;
	}
	let target: URL;
	let here: URL;
	try {
		target = new URL( href, page.href );
		here = new URL( page.href );
	} catch {
		return null;
	}
	const same =
		target.origin === here.origin &&
		target.pathname.replace( /\/$/, '' ) ===
			here.pathname.replace( /\/$/, '' ) &&
		target.search === here.search;
	const id = decodeURIComponent( target.hash.slice( 1 ) );
	return same && id ? id : null;
}
