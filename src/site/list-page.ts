// One page of a paginated listing, fetched whole: its list items, its pager and the address of
// the page after it, taken from the query loop that the list-loading block marks with its query id
// (spec site.md section 7: "a whole page from which the section content and pager are extracted").

type Fetch = ( input: string, init?: RequestInit ) => Promise< Response >;

export interface ListPage {
	/** The page's list items, imported into the current document. */
	items: Element[];
	/** The page's pager (core/query-pagination), imported; null when it has none. */
	pager: Element | null;
	/** The address of the next page; null when this is the last. */
	next: string | null;
}

/**
 * The list-loading block of the query loop `queryId` in `doc`.
 * @param doc
 * @param queryId
 */
export function listBlockOf(
	doc: ParentNode,
	queryId: string
): Element | null {
	return (
		Array.from( doc.querySelectorAll( '.stagecraft-list-loading' ) ).find(
			( el ) => el.getAttribute( 'data-query-id' ) === queryId
		) ?? null
	);
}

/**
 * The query loop's list (core/post-template) of a list-loading block.
 *
 * @param block The list-loading block.
 */
export function listOf( block: Element ): Element | null {
	return (
		block
			.closest( '.wp-block-query' )
			?.querySelector( '.wp-block-post-template' ) ?? null
	);
}

/**
 * The next page's address shown by a list-loading block, or null.
 *
 * @param block The list-loading block.
 */
export function nextOf( block: Element ): string | null {
	return (
		block.querySelector< HTMLAnchorElement >( 'a[data-stagecraft-next]' )
			?.href ?? null
	);
}

/**
 * Fetches a page of this site and extracts query loop `queryId` from it; rejects for another
 * site's address, a status outside 200–299 or a page without that query loop.
 *
 * @param href    The page's address.
 * @param queryId The query loop's id (the list-loading block's data-query-id).
 * @param doc     The document to import into.
 * @param load    fetch, or a stand-in.
 */
export async function fetchListPage(
	href: string,
	queryId: string,
	doc: Document,
	load: Fetch = ( input, init ) => window.fetch( input, init )
): Promise< ListPage > {
	const address = new URL( href, doc.baseURI );
	if ( address.origin !== new URL( doc.baseURI ).origin ) {
		throw new Error( 'another site' );
	}
	const response = await load( address.href, {
		credentials: 'same-origin',
	} );
	if ( ! response.ok ) {
		throw new Error( String( response.status ) );
	}
	const page = new DOMParser().parseFromString(
		await response.text(),
		'text/html'
	);
	const block = listBlockOf( page, queryId );
	const list = block ? listOf( block ) : null;
	if ( ! block || ! list ) {
		throw new Error( 'no list' );
	}
	// Relative addresses are resolved against the fetched page, as the browser would.
	const base = page.createElement( 'base' );
	base.href = address.href;
	page.head.prepend( base );
	const next = nextOf( block );
	const pager =
		block
			.closest( '.wp-block-query' )
			?.querySelector( '.wp-block-query-pagination' ) ?? null;
	list.querySelectorAll( 'script' ).forEach( ( el ) => el.remove() );
	return {
		items: Array.from( list.children, ( item ) =>
			doc.importNode( item, true )
		),
		pager: pager ? doc.importNode( pager, true ) : null,
		next,
	};
}
