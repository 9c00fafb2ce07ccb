// Chart widget (spec site.md sections 2, 9): a ring 140 px wide, its line 4 px (simple style) or
// 8 px, filled to its value. The server draws it full; the script empties it and lets CSS fill it
// when it comes into view (none of that under reduced motion). The value is text in the ring and
// in the chart's name.
import { onceInView } from './in-view';
import { prefersReducedMotion } from './reduced-motion';

/**
 * Fills one chart's ring when in view.
 *
 * @param root The .stagecraft-chart element.
 */
export function createChart( root: HTMLElement ): { destroy: () => void } {
	const ring = root.querySelector< SVGElement >( '.stagecraft-chart__value' );
	if ( ! ring || prefersReducedMotion() ) {
		return { destroy: () => {} };
	}
	// Empty until seen: the dash offset of a whole circle is its length.
	ring.style.strokeDashoffset = ring.getAttribute( 'stroke-dasharray' ) ?? '';
	const stop = onceInView( root, () =>
		window.requestAnimationFrame( () => {
			root.classList.add( 'is-filling' );
			ring.style.removeProperty( 'stroke-dashoffset' );
		} )
	);
	return {
		destroy() {
			stop();
			ring.style.removeProperty( 'stroke-dashoffset' );
		},
	};
}
