/** Spec section 9: triggers of one action closer than this run once. */
export const ACTION_DEBOUNCE_MS = 19;

/** The timers a scheduler runs on (the module's event store in the runtime, fakes in tests). */
export interface ScheduleClock {
	now: () => number;
	timeout: ( callback: () => void, ms: number ) => () => void;
}

export interface ScheduleTiming {
	/** Delay d in ms, after the debounce. */
	d?: number;
	/** Rate limit rd in ms: a run closer than this to the last one is dropped. */
	rd?: number;
}

export interface ActionSchedule {
	/** A trigger: the action runs after the debounce and its delay, unless rate limited. */
	trigger: ( run: () => void ) => void;
	/** Drops whatever waits (the slide left, the module went). */
	cancel: () => void;
}

/**
 * When one action runs (spec sections 3 and 9): triggers within 19 ms are one
 * (hover flicker, a click that is also a pointer event), then the rate limit
 * rd drops a run too close to the previous one, then the delay d waits.
 * The rate limit counts from the moment a run was accepted, so a delayed run
 * still holds the next one off.
 *
 * @param timing The action's d and rd.
 * @param clock  Time and timers.
 */
export function createActionSchedule(
	timing: ScheduleTiming,
	clock: ScheduleClock
): ActionSchedule {
	const delay = Math.max( 0, timing.d ?? 0 );
	const limit = Math.max( 0, timing.rd ?? 0 );
	let debounce: ( () => void ) | null = null;
	const delayed = new Set< () => void >();
	let lastAccepted = -Infinity;

	function accept( run: () => void ) {
		const now = clock.now();
		if ( limit > 0 && now - lastAccepted < limit ) {
			return;
		}
		lastAccepted = now;
		if ( delay === 0 ) {
			run();
			return;
		}
		const stop = clock.timeout( () => {
			delayed.delete( stop );
			run();
		}, delay );
		delayed.add( stop );
	}

	return {
		trigger( run ) {
			debounce?.();
			debounce = clock.timeout( () => {
				debounce = null;
				accept( run );
			}, ACTION_DEBOUNCE_MS );
		},
		cancel() {
			debounce?.();
			debounce = null;
			delayed.forEach( ( stop ) => stop() );
			delayed.clear();
		},
	};
}
