import { __ } from '../../i18n/visitor';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';

/**
 * The WAI-ARIA APG carousel region: the module root is a labelled region
 * announced as a carousel. The server prints the same attributes.
 *
 * @param root  The module element.
 * @param label The module title (or alias).
 */
export function markRegion( root: HTMLElement, label: string ) {
	root.setAttribute( 'role', 'region' );
	root.setAttribute( 'aria-roledescription', __( 'carousel', 'stagecraft' ) );
	if ( label && ! root.hasAttribute( 'aria-label' ) ) {
		root.setAttribute( 'aria-label', label );
	}
}

export interface PlayControl {
	/**
	 * Reflects the slideshow: the button shows what the visitor chose (a hover
	 * pause does not flip it); the live region follows actual rotation.
	 */
	update: ( rotating: boolean, chosen: boolean ) => void;
	destroy: () => void;
}

/**
 * The APG's rotation control: a real button, first in the module's tab order,
 * that pauses and starts the slideshow. While the slides rotate the live
 * region is off (no announcement every few seconds); paused, it is polite.
 *
 * @param root   The module element.
 * @param live   The element holding the slides.
 * @param toggle Called on activation.
 * @param store  The module's event store.
 */
export function createPlayControl(
	root: HTMLElement,
	live: HTMLElement,
	toggle: () => void,
	store?: EventStore
): PlayControl {
	const events = partStore( root, store );
	const button = root.ownerDocument.createElement( 'button' );
	button.type = 'button';
	button.className = 'stagecraft-module__play';
	events.on( button, 'click', toggle );
	root.prepend( button );

	return {
		update( rotating, chosen ) {
			button.setAttribute(
				'aria-label',
				chosen
					? __( 'Pause slideshow', 'stagecraft' )
					: __( 'Start slideshow', 'stagecraft' )
			);
			button.classList.toggle( 'is-playing', chosen );
			live.setAttribute( 'aria-live', rotating ? 'off' : 'polite' );
		},
		destroy() {
			events.clear();
			button.remove();
			live.removeAttribute( 'aria-live' );
		},
	};
}
