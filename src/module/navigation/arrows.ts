import { __ } from '@wordpress/i18n';
import type { ModuleControls } from '../types';

export interface NavigationPart {
	destroy: () => void;
}

function arrowButton( direction: 'prev' | 'next', label: string ) {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `stagecraft-module__arrow stagecraft-module__arrow--${ direction }`;
	button.setAttribute( 'aria-label', label );
	return button;
}

/**
 * Previous and next buttons. They only call the module API, so they work
 * the same for any module and know nothing of its internals.
 *
 * @param root   The module element (the buttons sit inside its reserved box).
 * @param module The module API.
 */
export function createArrows(
	root: HTMLElement,
	module: Pick< ModuleControls, 'next' | 'prev' >
): NavigationPart {
	const prev = arrowButton( 'prev', __( 'Previous slide', 'stagecraft' ) );
	const next = arrowButton( 'next', __( 'Next slide', 'stagecraft' ) );
	const onPrev = () => module.prev();
	const onNext = () => module.next();
	prev.addEventListener( 'click', onPrev );
	next.addEventListener( 'click', onNext );
	root.append( prev, next );
	return {
		destroy() {
			prev.removeEventListener( 'click', onPrev );
			next.removeEventListener( 'click', onNext );
			prev.remove();
			next.remove();
		},
	};
}
