import { createRoot } from '@wordpress/element';
import type { Element as WPElement } from '@wordpress/element';

/**
 * Renders into the element with a fresh root (never hydrating markup React
 * did not render) and returns the unmount function.
 *
 * @param el   Container; its current children are replaced.
 * @param node What to render.
 */
export function mountRoot( el: Element, node: WPElement ): () => void {
	const root = createRoot( el );
	root.render( node );
	return () => root.unmount();
}
