// Runs a view script's mount step once the document is parsed.
/**
 * Runs `mount` once the document is parsed.
 * @param mount
 */
export function whenParsed( mount: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
	} else {
		mount();
	}
}
