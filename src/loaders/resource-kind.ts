// Apart from the resource loader, so the module runtime can tell what a module needs
// without bundling the loader (it comes as a feature chunk).
export type ResourceKind = 'script' | 'style';

/**
 * The kind of resource a URL names by its extension, or null for neither.
 *
 * @param url Any URL.
 */
export function resourceKind( url: string ): ResourceKind | null {
	const path = url.split( /[?#]/ )[ 0 ].toLowerCase();
	if ( path.endsWith( '.js' ) ) {
		return 'script';
	}
	return path.endsWith( '.css' ) ? 'style' : null;
}
