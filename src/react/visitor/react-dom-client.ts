// The visitor build's `react-dom/client` (webpack.config.js): React's createRoot on Preact's
// render. As React does, the first render replaces whatever the container held (the server's
// markup), never adopting it.
import { render } from 'preact';
import type { ComponentChild } from 'preact';

// Containers Preact has rendered into: a later root there diffs against Preact's tree, which
// lives on the element, as React's compat layer does.
const rendered = new WeakSet< Element >();

/**
 * A root that renders into the container.
 *
 * @param container The element.
 */
export function createRoot( container: Element ) {
	return {
		render( node: ComponentChild ) {
			if ( ! rendered.has( container ) ) {
				container.textContent = '';
				rendered.add( container );
			}
			render( node, container );
		},
		unmount() {
			render( null, container );
		},
	};
}
