// React's own modules rather than @wordpress/element: the visitor's build maps them to Preact's
// compat layer (webpack.config.js), the editor's to WordPress's react and react-dom scripts.
// Both empty the container on the first render.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders into the element with a fresh root (never hydrating markup React
 * did not render), in a task of its own, and returns the unmount function.
 *
 * React's root renders in a later task of its own scheduler; Preact's renders at once. The
 * render is given its own task for both, so the module's mount and the first slide's draw are
 * two tasks, not one long one (about 60 ms at 4x CPU throttle on /modules/).
 *
 * @param el   Container; its current children are replaced.
 * @param node What to render.
 */
export function mountRoot( el: Element, node: ReactElement ): () => void {
	const root = createRoot( el );
	let pending: ReturnType< typeof setTimeout > | null = setTimeout( () => {
		pending = null;
		root.render( node );
	} );
	return () => {
		if ( pending !== null ) {
			clearTimeout( pending );
		}
		root.unmount();
	};
}
