import type { EventStore } from '../events/store';
import { DRAG_MIN_MOVE } from '../slideshow/causes';
import type { CarouselEngine } from './engine';
import { dragOutcome } from './math';

/** How far a drag's release velocity carries the track, ms. */
export const MOMENTUM_MS = 300;

/** Pointer samples kept for the release velocity, ms. */
const VELOCITY_WINDOW = 100;

export interface DragOptions {
	stage: HTMLElement;
	engine: CarouselEngine;
	vertical: boolean;
	/** Snap to a slide on release (otherwise the track glides free). */
	snap: boolean;
	/** Number of slides. */
	count: number;
	/** The track is endless. */
	infinity: boolean;
	/** The focused slide now. */
	focused: () => number;
	/** Asks for a slide: the change moves the track the rest of the way. */
	request: ( index: number ) => void;
	/** After a free glide: the closest slide takes focus where the track stopped. */
	focusWhereStopped: ( index: number ) => void;
	store: EventStore;
}

/**
 * Drags the track with a pointer (mouse, pen and touch alike): it follows the pointer, and
 * on release settles by the rules of spec section 9; focus then follows the closest slide
 * (spec section 4). A drag swallows the click that ends it, so a layer link is not followed.
 *
 * @param options The stage, the engine and how focus changes.
 */
export function createDrag( options: DragOptions ): { destroy: () => void } {
	const { stage, engine, vertical, store } = options;
	let down: {
		id: number;
		along: number;
		across: number;
		start: number;
		position: number;
		time: number;
		dragging: boolean;
		samples: Array< { time: number; position: number } >;
	} | null = null;
	let swallow = false;
	// Touch scrolling stays with the page on the other axis.
	stage.style.touchAction = vertical ? 'pan-x' : 'pan-y';

	const alongOf = ( event: PointerEvent ) =>
		vertical ? event.clientY : event.clientX;
	const acrossOf = ( event: PointerEvent ) =>
		vertical ? event.clientX : event.clientY;

	const onDown = ( event: PointerEvent ) => {
		if ( event.button !== 0 || ! event.isPrimary ) {
			return;
		}
		down = {
			id: event.pointerId,
			along: alongOf( event ),
			across: acrossOf( event ),
			start: engine.position,
			position: engine.position,
			time: event.timeStamp,
			dragging: false,
			samples: [],
		};
	};

	const onMove = ( event: PointerEvent ) => {
		if ( ! down || event.pointerId !== down.id ) {
			return;
		}
		const moved = alongOf( event ) - down.along;
		if ( ! down.dragging ) {
			const across = Math.abs( acrossOf( event ) - down.across );
			if (
				Math.abs( moved ) <= DRAG_MIN_MOVE ||
				Math.abs( moved ) < across
			) {
				return;
			}
			down.dragging = true;
			engine.hold();
			down.start = engine.position;
			stage.setPointerCapture?.( event.pointerId );
			stage.classList.add( 'is-dragging' );
			return;
		}
		// Moving the pointer back (left or up) moves the track forward.
		down.position = down.start - moved;
		down.samples.push( { time: event.timeStamp, position: down.position } );
		while (
			down.samples.length > 2 &&
			event.timeStamp - down.samples[ 0 ].time > VELOCITY_WINDOW
		) {
			down.samples.shift();
		}
		engine.follow( down.position );
	};

	const release = ( event: PointerEvent, cancelled: boolean ) => {
		if ( ! down || event.pointerId !== down.id ) {
			return;
		}
		const drag = down;
		down = null;
		if ( ! drag.dragging ) {
			return;
		}
		stage.classList.remove( 'is-dragging' );
		swallow = true;
		// The click (if any) follows pointerup in the same task.
		store.timeout( () => ( swallow = false ) );
		const first = drag.samples[ 0 ];
		const last = drag.samples[ drag.samples.length - 1 ];
		const span = first && last ? last.time - first.time : 0;
		const outcome = dragOutcome(
			{
				distance: drag.position - drag.start,
				duration: event.timeStamp - drag.time,
				velocity:
					span > 0 ? ( last.position - first.position ) / span : 0,
			},
			engine.step,
			cancelled ? 0 : MOMENTUM_MS
		);
		settle(
			'by' in outcome
				? { by: cancelled ? 0 : outcome.by }
				: { at: drag.position + outcome.projected }
		);
	};

	function settle( where: { by: number } | { at: number } ) {
		const focused = options.focused();
		if ( 'by' in where ) {
			// A flick moves one slide from the focused one; a short move goes back to it.
			const next = focused + where.by;
			const { count } = options;
			const index = options.infinity
				? ( next + count ) % count
				: Math.min( count - 1, Math.max( 0, next ) );
			go( index );
			return;
		}
		if ( options.snap ) {
			go( engine.closest( where.at ) );
			return;
		}
		void engine.glide( where.at ).then( () => {
			options.focusWhereStopped( engine.closest() );
		} );
	}

	function go( index: number ) {
		if ( index === options.focused() ) {
			void engine.scrollTo( index );
		} else {
			options.request( index );
		}
	}

	const onClick = ( event: MouseEvent ) => {
		if ( swallow ) {
			swallow = false;
			event.preventDefault();
			event.stopPropagation();
		}
	};
	// Images and links would otherwise start a native drag.
	const onDragStart = ( event: DragEvent ) => event.preventDefault();

	store.on( stage, 'pointerdown', onDown );
	store.on( stage, 'pointermove', onMove );
	store.on( stage, 'pointerup', ( event: PointerEvent ) =>
		release( event, false )
	);
	store.on( stage, 'pointercancel', ( event: PointerEvent ) =>
		release( event, true )
	);
	store.on( stage, 'click', onClick, true );
	store.on( stage, 'dragstart', onDragStart );
	return {
		destroy() {
			store.clear();
			stage.style.touchAction = '';
			stage.classList.remove( 'is-dragging' );
		},
	};
}
