/**
 * Calls back once the element is in the viewport (minus the margin), then
 * stops observing. Returns a function that stops observing early.
 *
 * @param el         The element to watch.
 * @param rootMargin Viewport margin, e.g. '-100px'.
 * @param callback   Called once.
 */
export function whenVisible(
	el: Element,
	rootMargin: string,
	callback: () => void
): () => void {
	// Browsers without IntersectionObserver load at once rather than never.
	if ( typeof IntersectionObserver === 'undefined' ) {
		callback();
		return () => {};
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				callback();
			}
		},
		{ rootMargin }
	);
	observer.observe( el );
	return () => observer.disconnect();
}
