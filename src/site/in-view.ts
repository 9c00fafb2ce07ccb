/**
 * Runs `run` once, the first time the element is in view (at once where IntersectionObserver is
 * missing); returns the cleanup.
 *
 * @param el  The element.
 * @param run What to do.
 */
export function onceInView( el: Element, run: () => void ): () => void {
	if ( typeof IntersectionObserver !== 'function' ) {
		run();
		return () => {};
	}
	const observer = new IntersectionObserver( ( entries ) => {
		if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
			observer.disconnect();
			run();
		}
	} );
	observer.observe( el );
	return () => observer.disconnect();
}
