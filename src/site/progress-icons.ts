// Progress icons (spec site.md sections 2, 9): the lit icons light up one after another at 200 ms
// intervals when the row comes into view. The server marks them lit, so without the script (or
// with reduced motion) they simply show; the row's name says how many ("4 of 5").
import { onceInView } from './in-view';
import { prefersReducedMotion } from './reduced-motion';

/** Spec section 9: progress icons light up at 200 ms intervals. */
export const ICON_INTERVAL_MS = 200;

export interface ProgressIconsOptions {
	setTimeout?: ( run: () => void, ms: number ) => number;
	clearTimeout?: ( id: number ) => void;
}

/**
 * Lights one row up in turn once in view.
 *
 * @param root    The .stagecraft-progress-icons element.
 * @param options Timers, for tests.
 */
export function createProgressIcons(
	root: HTMLElement,
	options: ProgressIconsOptions = {}
): { destroy: () => void } {
	const lit = Array.from(
		root.querySelectorAll< HTMLElement >(
			'.stagecraft-progress-icons__icon.is-lit'
		)
	);
	if ( lit.length === 0 || prefersReducedMotion() ) {
		return { destroy: () => {} };
	}
	const later =
		options.setTimeout ?? ( ( run, ms ) => window.setTimeout( run, ms ) );
	const cancel =
		options.clearTimeout ?? ( ( id ) => window.clearTimeout( id ) );
	const timers: number[] = [];
	lit.forEach( ( icon ) => icon.classList.remove( 'is-lit' ) );
	const stop = onceInView( root, () => {
		lit.forEach( ( icon, index ) =>
			timers.push(
				later(
					() => icon.classList.add( 'is-lit' ),
					( index + 1 ) * ICON_INTERVAL_MS
				)
			)
		);
	} );
	return {
		destroy() {
			stop();
			timers.forEach( cancel );
			lit.forEach( ( icon ) => icon.classList.add( 'is-lit' ) );
		},
	};
}
