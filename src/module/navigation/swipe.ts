import { partStore } from '../events/store';
import type { EventStore, Remove } from '../events/store';
import type { ModuleControls } from '../types';
import {
	MOBILE_SWIPE_DELAY,
	MOBILE_SWIPE_DELAY_LIMIT,
	SWIPE_MIN_MOVE,
} from './constants';

/**
 * The delay before a swipe changes slides: on mobile, one above 200 ms is
 * reduced to 50 (spec section 5).
 *
 * @param delay  The configured delay, ms.
 * @param mobile Whether the device level is mobile.
 */
export function swipeDelay( delay: number, mobile: boolean ): number {
	return mobile && delay > MOBILE_SWIPE_DELAY_LIMIT
		? MOBILE_SWIPE_DELAY
		: delay;
}

/**
 * What a finished swipe asks for: 'next', 'prev' or nothing. The move must
 * pass 2 px along the swipe direction and outweigh the other axis (so a
 * vertical page scroll is never taken as a horizontal swipe).
 *
 * @param dx       Horizontal movement, px.
 * @param dy       Vertical movement, px.
 * @param vertical Whether the module swipes vertically.
 */
export function swipeAction(
	dx: number,
	dy: number,
	vertical: boolean
): 'next' | 'prev' | null {
	const along = vertical ? dy : dx;
	const across = vertical ? dx : dy;
	if (
		Math.abs( along ) <= SWIPE_MIN_MOVE ||
		Math.abs( along ) < Math.abs( across )
	) {
		return null;
	}
	// Moving the content left (or up) brings the next slide.
	return along < 0 ? 'next' : 'prev';
}

export interface SwipeOptions {
	vertical: boolean;
	/** Delay before the change, ms (reduced on mobile). */
	delay: number;
	/** Whether the device level is mobile now. */
	mobile: () => boolean;
	/** The module's event store. */
	store?: EventStore;
}

/**
 * Swipe navigation with pointer events on the stage: mouse drags and touch
 * alike. The slideshow's drag pause cause already watches the module's
 * pointer movement; a swipe that changes slides swallows the click that
 * follows it, so a layer link is not followed too.
 *
 * @param stage   The element holding the slides.
 * @param module  The module API.
 * @param options Direction and delay.
 */
export function createSwipe(
	stage: HTMLElement,
	module: Pick< ModuleControls, 'next' | 'prev' >,
	options: SwipeOptions
) {
	const events = partStore( stage, options.store );
	let start: { x: number; y: number; id: number } | null = null;
	let swallow = false;
	let timer: Remove | undefined;
	let reset: Remove | undefined;
	// Touch scrolling stays with the page on the other axis.
	stage.style.touchAction = options.vertical ? 'pan-x' : 'pan-y';

	const onDown = ( event: PointerEvent ) => {
		if ( event.button !== 0 || ! event.isPrimary ) {
			return;
		}
		start = { x: event.clientX, y: event.clientY, id: event.pointerId };
	};
	const onUp = ( event: PointerEvent ) => {
		if ( ! start || event.pointerId !== start.id ) {
			return;
		}
		const action = swipeAction(
			event.clientX - start.x,
			event.clientY - start.y,
			options.vertical
		);
		start = null;
		if ( ! action ) {
			return;
		}
		swallow = true;
		// The click (if any) follows pointerup in the same task.
		reset?.();
		reset = events.timeout( () => ( swallow = false ) );
		timer?.();
		timer = events.timeout(
			() => module[ action ](),
			swipeDelay( options.delay, options.mobile() )
		);
	};
	const onCancel = () => {
		start = null;
	};
	const onClick = ( event: MouseEvent ) => {
		if ( swallow ) {
			swallow = false;
			event.preventDefault();
			event.stopPropagation();
		}
	};
	// Images and links would otherwise start a native drag.
	const onDragStart = ( event: DragEvent ) => event.preventDefault();

	events.on( stage, 'pointerdown', onDown );
	events.on( stage, 'pointerup', onUp );
	events.on( stage, 'pointercancel', onCancel );
	events.on( stage, 'click', onClick, true );
	events.on( stage, 'dragstart', onDragStart );
	return {
		destroy() {
			events.clear();
			stage.style.touchAction = '';
		},
	};
}
