import { createEventStore } from '../events/store';
import type { EventStore, Remove } from '../events/store';

/** A one-shot timer that can pause and resume, keeping the time left. */
export interface PausableTimer {
	/** Starts over with a new length; replaces any running countdown. */
	start: ( ms: number ) => void;
	pause: () => void;
	resume: () => void;
	/** Removes the countdown; resume() does nothing until the next start(). */
	clear: () => void;
	/** Time left in ms (for progress bars), or 0 without a countdown. */
	remaining: () => number;
	destroy: () => void;
}

/**
 * The slideshow's countdown.
 *
 * @param onEnd Called when the time is up.
 * @param store The module's event store.
 * @param now   Clock, ms (tests).
 */
export function createTimer(
	onEnd: () => void,
	store?: EventStore,
	now: () => number = () => Date.now()
): PausableTimer {
	const events = store ? store.scope() : createEventStore();
	let handle: Remove | undefined;
	let left = 0;
	let startedAt = 0;
	let armed = false;

	function stopClock() {
		handle?.();
		handle = undefined;
	}

	function run() {
		stopClock();
		startedAt = now();
		handle = events.timeout( () => {
			handle = undefined;
			armed = false;
			left = 0;
			onEnd();
		}, left );
	}

	return {
		start( ms ) {
			armed = true;
			left = Math.max( 0, ms );
			run();
		},
		pause() {
			if ( handle !== undefined ) {
				left = Math.max( 0, left - ( now() - startedAt ) );
				stopClock();
			}
		},
		resume() {
			if ( armed && handle === undefined ) {
				run();
			}
		},
		clear() {
			armed = false;
			left = 0;
			stopClock();
		},
		remaining() {
			if ( ! armed ) {
				return 0;
			}
			return handle === undefined
				? left
				: Math.max( 0, left - ( now() - startedAt ) );
		},
		destroy() {
			armed = false;
			stopClock();
			events.clear();
		},
	};
}
