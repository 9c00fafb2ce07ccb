// React's own modules rather than @wordpress/element: the visitor's build maps them to Preact
// (src/react/visitor, webpack.config.js), the editor's to WordPress's react and react-dom scripts.
// Both empty the container on the first render.
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
