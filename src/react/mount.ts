// React itself rather than @wordpress/element: the build maps both to WordPress's own react and
// react-dom scripts, and the visitor's page then skips wp-element's wrapper (4.9 kB gzip).
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders into the element with a fresh root (never hydrating markup React
 * did not render) and returns the unmount function.
 *
 * @param el   Container; its current children are replaced.
 * @param node What to render.
 */
export function mountRoot( el: Element, node: ReactElement ): () => void {
	const root = createRoot( el );
	root.render( node );
	return () => root.unmount();
}
