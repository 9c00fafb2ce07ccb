import type { EventStore } from '../events/store';
import { createTimer } from './timer';

/**
 * Why autoplay is held: the spec's hover, tab blur, viewport and drag; 'focus'
 * (keyboard focus inside, as the APG carousel asks); 'user' for the pause
 * button, the progress toggle and the API; 'scrubber' while the scrubber is
 * hovered (its idle releases it).
 */
export type PauseCause =
	'hover' | 'blur' | 'viewport' | 'drag' | 'focus' | 'user' | 'scrubber';

export type SlideshowEvent = 'ended' | 'finished' | 'pause' | 'resume';

export interface SlideshowEventDetail {
	/** Index into the module's slides of the slide concerned. */
	index: number;
	cause?: PauseCause;
}

export interface SlideshowOptions {
	auto: boolean;
	/** Loops before stopping; -1 forever. */
	loop: number;
	/** 1-based slide number to stop at once the loops are done; -1 never. */
	stopAt: number;
	/** Extra wait in ms before the first slide's countdown. */
	initDelay: number;
	/** The slide's length in ms (its own len, or the module's). */
	lengthOf: ( index: number ) => number;
	/** Whether the slide is marked stop. */
	isStop: ( index: number ) => boolean;
	/** A slide's length ran out: the module should change to '+1'. */
	advance: () => void;
	/** A pass through the play order completed; hal rules apply from here. */
	onLoop?: ( loops: number ) => void;
	emit: ( event: SlideshowEvent, detail: SlideshowEventDetail ) => void;
	/** The module's event store (the countdown is one of its timers). */
	store?: EventStore;
}

export interface Slideshow {
	/**
	 * A slide became current (after its change ran).
	 *
	 * @param index Index into the module's slides.
	 * @param last  Whether it is the last one of the play order.
	 */
	arrive: ( index: number, last: boolean ) => void;
	/** A change to another slide started: the current countdown is dropped. */
	leave: () => void;
	pause: ( cause: PauseCause ) => void;
	resume: ( cause: PauseCause ) => void;
	/** Starts autoplay again, also after it finished or when auto was off. */
	play: () => void;
	/** Autoplay runs (it may still be held by a pause cause). */
	readonly running: boolean;
	/** Autoplay runs and nothing holds it. */
	readonly playing: boolean;
	/** Whether this cause currently holds autoplay. */
	heldBy: ( cause: PauseCause ) => boolean;
	readonly finished: boolean;
	readonly loops: number;
	/** Time left on the current slide, in ms. */
	remaining: () => number;
	destroy: () => void;
}

/**
 * The autoplay state machine of spec section 4: a countdown per slide that
 * pause causes hold, `ended` at each slide's end and `finished` when the
 * loop count, stopAt or a stop slide ends it.
 *
 * @param options Settings and callbacks.
 */
export function createSlideshow( options: SlideshowOptions ): Slideshow {
	const causes = new Set< PauseCause >();
	let running = options.auto;
	let finished = false;
	let loops = 0;
	let current = -1;
	let currentLast = false;
	let first = true;

	const timer = createTimer( () => {
		const index = current;
		options.emit( 'ended', { index } );
		if ( currentLast ) {
			loops++;
			options.onLoop?.( loops );
		}
		options.advance();
	}, options.store );

	// With only stopAt set, it applies in the first pass.
	function loopLimit(): number {
		if ( options.loop >= 0 ) {
			return options.loop;
		}
		return options.stopAt >= 1 ? 0 : -1;
	}

	function endsHere( index: number, last: boolean ): boolean {
		if ( options.isStop( index ) ) {
			return true;
		}
		const limit = loopLimit();
		if ( limit < 0 || loops < limit ) {
			return false;
		}
		return options.stopAt >= 1 ? index === options.stopAt - 1 : last;
	}

	function countdown() {
		const delay = first ? options.initDelay : 0;
		first = false;
		timer.start( options.lengthOf( current ) + delay );
		if ( causes.size > 0 ) {
			timer.pause();
		}
	}

	function finish() {
		running = false;
		finished = true;
		timer.clear();
		options.emit( 'finished', { index: current } );
	}

	return {
		arrive( index, last ) {
			current = index;
			currentLast = last;
			if ( ! running ) {
				return;
			}
			if ( endsHere( index, last ) ) {
				finish();
				return;
			}
			countdown();
		},
		leave() {
			timer.clear();
		},
		pause( cause ) {
			const wasPlaying = running && causes.size === 0;
			causes.add( cause );
			if ( wasPlaying ) {
				timer.pause();
				options.emit( 'pause', { index: current, cause } );
			}
		},
		resume( cause ) {
			if ( ! causes.delete( cause ) ) {
				return;
			}
			if ( running && causes.size === 0 ) {
				timer.resume();
				options.emit( 'resume', { index: current, cause } );
			}
		},
		play() {
			const held = causes.has( 'user' );
			causes.delete( 'user' );
			if ( running ) {
				if ( held && causes.size === 0 ) {
					timer.resume();
					options.emit( 'resume', { index: current, cause: 'user' } );
				}
				return;
			}
			// A finished slideshow starts its loops over.
			running = true;
			finished = false;
			loops = 0;
			if ( current >= 0 ) {
				countdown();
			}
			if ( causes.size === 0 ) {
				options.emit( 'resume', { index: current, cause: 'user' } );
			}
		},
		get running() {
			return running;
		},
		get playing() {
			return running && causes.size === 0;
		},
		heldBy: ( cause ) => causes.has( cause ),
		get finished() {
			return finished;
		},
		get loops() {
			return loops;
		},
		remaining: () => timer.remaining(),
		destroy() {
			running = false;
			timer.destroy();
			causes.clear();
		},
	};
}
