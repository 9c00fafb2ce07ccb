import { createEventStore } from './events/store';
import type { EventStore } from './events/store';

/**
 * Calls back once the element is in the viewport (minus the margin), then
 * stops observing. Returns a function that stops observing early.
 *
 * @param el         The element to watch.
 * @param rootMargin Viewport margin, e.g. '-100px'.
 * @param callback   Called once.
 * @param store      The module's event store.
 */
export function whenVisible(
	el: Element,
	rootMargin: string,
	callback: () => void,
	store: EventStore = createEventStore()
): () => void {
	// Browsers without IntersectionObserver load at once rather than never.
	if ( typeof IntersectionObserver === 'undefined' ) {
		callback();
		return () => {};
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				stop();
				callback();
			}
		},
		{ rootMargin }
	);
	const stop = store.observe( observer );
	observer.observe( el );
	return stop;
}
