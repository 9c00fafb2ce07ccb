import { partStore } from '../events/store';
import type { EventStore } from '../events/store';
import type { PauseCause } from './slideshow';

export interface CauseOptions {
	/** Pause on hover (settings.slideshow.sOH). */
	hover: boolean;
	/** Pause while the tab is hidden (settings.browser.freezeOnBlur). */
	blur: boolean;
	pause: ( cause: PauseCause ) => void;
	resume: ( cause: PauseCause ) => void;
	/** The module's event store. */
	store?: EventStore;
}

/** Spec section 9: a drag starts after 2 px of movement. */
export const DRAG_MIN_MOVE = 2;

/**
 * Wires the browser's signals to the slideshow's pause causes: hover, tab
 * visibility, the module leaving the viewport and dragging.
 * Returns a destroy that removes every listener and observer.
 *
 * @param root    The module element.
 * @param options Which causes apply and where they go.
 */
export function watchPauseCauses(
	root: HTMLElement,
	options: CauseOptions
): () => void {
	const events = partStore( root, options.store );
	const { doc } = events;
	const listen = events.on;

	if ( options.hover ) {
		listen( root, 'mouseenter', () => options.pause( 'hover' ) );
		listen( root, 'mouseleave', () => options.resume( 'hover' ) );
	}

	if ( options.blur ) {
		const sync = () =>
			doc.visibilityState === 'hidden'
				? options.pause( 'blur' )
				: options.resume( 'blur' );
		listen( doc, 'visibilitychange', sync );
		sync();
	}

	if ( typeof IntersectionObserver !== 'undefined' ) {
		const observer = new IntersectionObserver( ( entries ) => {
			const entry = entries[ entries.length - 1 ];
			if ( entry.isIntersecting ) {
				options.resume( 'viewport' );
			} else {
				options.pause( 'viewport' );
			}
		} );
		events.observe( observer );
		observer.observe( root );
	}

	// APG: rotation holds while focus is anywhere inside the carousel.
	listen( root, 'focusin', () => options.pause( 'focus' ) );
	listen( root, 'focusout', ( event ) => {
		const next = event.relatedTarget;
		if ( ! ( next instanceof Node && root.contains( next ) ) ) {
			options.resume( 'focus' );
		}
	} );

	let start: { x: number; y: number } | null = null;
	const end = () => {
		start = null;
		options.resume( 'drag' );
	};
	listen( root, 'pointerdown', ( event ) => {
		const { clientX, clientY } = event;
		start = { x: clientX, y: clientY };
	} );
	listen( root, 'pointermove', ( event ) => {
		const { clientX, clientY } = event;
		if (
			start &&
			Math.hypot( clientX - start.x, clientY - start.y ) > DRAG_MIN_MOVE
		) {
			options.pause( 'drag' );
		}
	} );
	listen( root, 'pointerup', end );
	listen( root, 'pointercancel', end );

	return () => events.clear();
}
