// Another page of this site, loaded into an element (ajax tabs, ajax lightbox content): the
// page's <main> (else its body), without scripts, styles or embeds, so nothing of it runs here.

type Fetch = ( input: string, init?: RequestInit ) => Promise< Response >;

/**
 * Fills `target` with the content of a page of this site; rejects for another site's address,
 * an HTTP error or a failed request, leaving `target` as it was.
 *
 * @param href   The page's address (relative to the target's document).
 * @param target The element to fill.
 * @param load   fetch, or a stand-in.
 */
export async function loadPageFragment(
	href: string,
	target: Element,
	load: Fetch = ( input, init ) => window.fetch( input, init )
): Promise< void > {
	const doc = target.ownerDocument;
	const address = new URL( href, doc.baseURI );
	if ( address.origin !== new URL( doc.baseURI ).origin ) {
		throw new Error( 'another site' );
	}
	const response = await load( address.href, { credentials: 'same-origin' } );
	if ( ! response.ok ) {
		throw new Error( String( response.status ) );
	}
	const page = new DOMParser().parseFromString(
		await response.text(),
		'text/html'
	);
	const content = page.querySelector( 'main' ) ?? page.body;
	content
		.querySelectorAll( 'script, style, link, iframe, object, embed' )
		.forEach( ( el ) => el.remove() );
	target.replaceChildren(
		...Array.from( content.childNodes, ( node ) =>
			doc.importNode( node, true )
		)
	);
}
