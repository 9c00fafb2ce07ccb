// Pointer gestures on the lightbox's stage: swipe sideways for the next or previous item, and on
// an image pinch (two fingers) and double tap (or double click) to zoom, one finger (or the
// mouse) to move the zoomed image, Ctrl + wheel (a trackpad's pinch) to zoom. Every listener is
// recorded and removed on destroy.
import type { Size, ZoomState } from './zoom';
import {
	FITTED,
	clampPan,
	pinch,
	swipeStep,
	toggleZoom,
	zoomAbout,
} from './zoom';

export type Gestures = {
	/** The image now shown (null for other kinds): its zoom starts fitted. */
	setImage: ( image: HTMLImageElement | null ) => void;
	zoom: () => ZoomState;
	setZoom: ( state: ZoomState ) => void;
	destroy: () => void;
};

type Point = { x: number; y: number };

const DOUBLE_TAP_MS = 300;
const TAP_PX = 10;

export function createGestures(
	stage: HTMLElement,
	on: {
		step: ( step: -1 | 1 ) => void;
		zoomed: ( state: ZoomState ) => void;
	}
): Gestures {
	let image: HTMLImageElement | null = null;
	let state: ZoomState = FITTED;
	const pointers = new Map< number, Point >();
	let start: {
		state: ZoomState;
		points: Point[];
		at: Point;
		distance: number;
		time: number;
	} | null = null;
	let lastTap = { time: -Infinity, x: 0, y: 0 };
	let moved = false;

	const size = (): Size => ( {
		width: image?.offsetWidth ?? 0,
		height: image?.offsetHeight ?? 0,
	} );
	// A point relative to the fitted image's centre.
	const fromCentre = ( point: Point ): Point => {
		const box = image?.getBoundingClientRect();
		if ( ! box ) {
			return { x: 0, y: 0 };
		}
		// The box is the transformed one: undo the pan to find the centre at rest.
		return {
			x: point.x - ( box.left + box.width / 2 - state.x ),
			y: point.y - ( box.top + box.height / 2 - state.y ),
		};
	};
	const midpoint = ( points: Point[] ): Point => ( {
		x: points.reduce( ( sum, p ) => sum + p.x, 0 ) / points.length,
		y: points.reduce( ( sum, p ) => sum + p.y, 0 ) / points.length,
	} );
	const distance = ( points: Point[] ) =>
		points.length < 2
			? 0
			: Math.hypot(
					points[ 0 ].x - points[ 1 ].x,
					points[ 0 ].y - points[ 1 ].y
				);

	function apply( next: ZoomState, offsetX = 0 ) {
		state = next;
		const target = image ?? stage.firstElementChild;
		if ( target instanceof HTMLElement ) {
			target.style.transform =
				next.scale === 1 && next.x === 0 && offsetX === 0
					? ''
					: `translate(${ next.x + offsetX }px, ${ next.y }px) scale(${ next.scale })`;
		}
		stage.classList.toggle( 'is-zoomed', next.scale > 1 );
	}

	function begin( time: number ) {
		const points = Array.from( pointers.values() );
		start = {
			state,
			points,
			at: fromCentre( midpoint( points ) ),
			distance: distance( points ),
			time,
		};
	}

	const onDown = ( event: PointerEvent ) => {
		// Images take every pointer; other content (text to select, a page to scroll) only
		// fingers, for the swipe.
		if (
			( ! image && event.pointerType !== 'touch' ) ||
			( event.pointerType === 'mouse' && event.button !== 0 ) ||
			( event.target instanceof Element &&
				event.target.closest( 'button, a, video, iframe, input' ) )
		) {
			return;
		}
		pointers.set( event.pointerId, { x: event.clientX, y: event.clientY } );
		try {
			stage.setPointerCapture( event.pointerId );
		} catch {
			// A pointer the browser no longer tracks: its moves still come to the stage.
		}
		moved = false;
		begin( event.timeStamp );
	};

	const onMove = ( event: PointerEvent ) => {
		if ( ! pointers.has( event.pointerId ) || ! start ) {
			return;
		}
		pointers.set( event.pointerId, { x: event.clientX, y: event.clientY } );
		const points = Array.from( pointers.values() );
		const move = {
			x: midpoint( points ).x - midpoint( start.points ).x,
			y: midpoint( points ).y - midpoint( start.points ).y,
		};
		moved ||= Math.hypot( move.x, move.y ) > TAP_PX;
		if ( image && points.length >= 2 ) {
			apply(
				pinch(
					start.state,
					start.distance,
					distance( points ),
					start.at,
					move,
					size()
				)
			);
		} else if ( image && start.state.scale > 1 ) {
			apply(
				clampPan(
					{
						...start.state,
						x: start.state.x + move.x,
						y: start.state.y + move.y,
					},
					size()
				)
			);
		} else if ( Math.abs( move.x ) > Math.abs( move.y ) ) {
			// Fitted: the content follows the finger until it is let go.
			apply( state, move.x );
		}
	};

	const onUp = ( event: PointerEvent ) => {
		if ( ! pointers.has( event.pointerId ) || ! start ) {
			return;
		}
		pointers.delete( event.pointerId );
		if ( pointers.size > 0 ) {
			// One finger of a pinch lifted: the other goes on from here.
			begin( event.timeStamp );
			return;
		}
		const began = start;
		start = null;
		// The last finger (or the mouse) where it was let go.
		const points = [ { x: event.clientX, y: event.clientY } ];
		if ( began.points.length === 1 && began.state.scale === 1 ) {
			const step = swipeStep(
				midpoint( points ).x - began.points[ 0 ].x,
				midpoint( points ).y - began.points[ 0 ].y
			);
			apply( state );
			if ( step !== 0 ) {
				on.step( step );
				return;
			}
		}
		if ( ! moved && image ) {
			const tap = { time: event.timeStamp, ...points[ 0 ] };
			if (
				tap.time - lastTap.time < DOUBLE_TAP_MS &&
				Math.hypot( tap.x - lastTap.x, tap.y - lastTap.y ) < TAP_PX * 3
			) {
				lastTap = { time: -Infinity, x: 0, y: 0 };
				apply( toggleZoom( state, fromCentre( tap ), size() ) );
			} else {
				lastTap = tap;
			}
		}
		on.zoomed( state );
	};

	const onCancel = ( event: PointerEvent ) => {
		pointers.delete( event.pointerId );
		if ( pointers.size === 0 ) {
			start = null;
			apply( clampPan( state, size() ) );
		}
	};

	const onWheel = ( event: WheelEvent ) => {
		if ( ! image || ! event.ctrlKey ) {
			return;
		}
		event.preventDefault();
		apply(
			zoomAbout(
				state,
				state.scale * Math.exp( -event.deltaY / 100 ),
				fromCentre( { x: event.clientX, y: event.clientY } ),
				size()
			)
		);
		on.zoomed( state );
	};

	stage.addEventListener( 'pointerdown', onDown );
	stage.addEventListener( 'pointermove', onMove );
	stage.addEventListener( 'pointerup', onUp );
	stage.addEventListener( 'pointercancel', onCancel );
	stage.addEventListener( 'wheel', onWheel, { passive: false } );

	return {
		setImage( next ) {
			image = next;
			pointers.clear();
			start = null;
			apply( FITTED );
		},
		zoom: () => state,
		setZoom( next ) {
			apply( clampPan( next, size() ) );
		},
		destroy() {
			stage.removeEventListener( 'pointerdown', onDown );
			stage.removeEventListener( 'pointermove', onMove );
			stage.removeEventListener( 'pointerup', onUp );
			stage.removeEventListener( 'pointercancel', onCancel );
			stage.removeEventListener( 'wheel', onWheel );
		},
	};
}
