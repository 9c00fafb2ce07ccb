import { createEventStore } from './store';
import type { EventStore, Remove } from './store';

/** Spec section 9: 45-frame window, 30 fps threshold, measured over 4000 ms. */
export const FPS_WINDOW = 45;
export const FPS_THRESHOLD = 30;
export const FPS_MEASURE_MS = 4000;

export interface FpsOptions {
	onLow: ( fps: number ) => void;
	threshold?: number;
	/** Where frames come from: the module's event store (tests pass their own). */
	store?: Pick< EventStore, 'frame' >;
}

/**
 * Measures the frame rate for 4000 ms over a sliding 45-frame window and
 * reports once if it ends below the threshold (the lowfps event), so heavy
 * effects can be turned down on slow devices.
 *
 * @param options Callback, threshold and frame scheduler (tests).
 */
export function createFpsSampler( options: FpsOptions ): {
	destroy: () => void;
} {
	const store = options.store ?? createEventStore();
	const threshold = options.threshold ?? FPS_THRESHOLD;
	const stamps: number[] = [];
	let start = -1;
	let cancel: Remove = () => {};
	let stopped = false;

	function frame( time: number ) {
		if ( stopped ) {
			return;
		}
		if ( start < 0 ) {
			start = time;
		}
		stamps.push( time );
		if ( stamps.length > FPS_WINDOW + 1 ) {
			stamps.shift();
		}
		if ( time - start < FPS_MEASURE_MS ) {
			cancel = store.frame( frame );
			return;
		}
		stopped = true;
		const span = stamps[ stamps.length - 1 ] - stamps[ 0 ];
		const fps = span > 0 ? ( ( stamps.length - 1 ) * 1000 ) / span : 0;
		if ( fps < threshold ) {
			options.onLow( Math.round( fps ) );
		}
	}

	cancel = store.frame( frame );
	return {
		destroy() {
			stopped = true;
			cancel();
		},
	};
}
