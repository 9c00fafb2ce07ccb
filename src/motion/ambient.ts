import { gsap } from 'gsap';
import type { Frame, Scene } from '../schema';
import { frameVars } from './frames';
import { addSteps, perspectiveVars } from './timelines';
import type { FrameHooks } from './timelines';

// Loop and pan scenes: they run on after the in-scene, until the slide leaves.

/** Loops ease evenly unless told otherwise; a pan moves at one speed over the slide. */
const LOOP_EASE = 'sine.inOut';
const PAN_EASE = 'none';

/**
 * A loop scene: its frames from the state the in-scene left, repeated r
 * times (-1 or none given: forever), back and forth when y (yoyo) is set.
 *
 * @param el          The layer.
 * @param scene       The loop scene.
 * @param hooks       Frame events.
 * @param perspective Module perspective for 3D rotation (0: none).
 */
export function playLoop(
	el: Element,
	scene: Scene,
	hooks: FrameHooks = {},
	perspective = 0
): gsap.core.Timeline {
	gsap.set( el, perspectiveVars( scene.frames, perspective ) );
	const timeline = gsap.timeline( {
		repeat: scene.r ?? -1,
		yoyo: Boolean( scene.y ),
		onRepeat: () => hooks.onFrameRepeat?.( 0 ),
	} );
	addSteps(
		timeline,
		el,
		scene.frames,
		( frame ) => frameVars( frame ),
		hooks,
		0,
		{ ease: scene.e ?? LOOP_EASE }
	);
	return timeline;
}

/**
 * A pan (Ken Burns) scene: the first frame is where the background starts
 * (a lone frame is where it ends, from its resting state), the others spread
 * over the slide's length unless they give their own durations.
 *
 * @param el       The background (slide image or layer).
 * @param scene    The pan scene.
 * @param lengthMs The slide's length.
 */
export function playPan(
	el: Element,
	scene: Scene,
	lengthMs: number
): gsap.core.Timeline {
	const frames: readonly Frame[] = scene.frames;
	const steps = frames.length > 1 ? frames.slice( 1 ) : frames;
	if ( frames.length > 1 ) {
		gsap.set( el, frameVars( frames[ 0 ] ) );
	}
	const timeline = gsap.timeline( {
		repeat: scene.r ?? 0,
		yoyo: Boolean( scene.y ),
	} );
	addSteps( timeline, el, steps, ( frame ) => frameVars( frame ), {}, 0, {
		ms: lengthMs / Math.max( 1, steps.length ),
		ease: scene.e ?? PAN_EASE,
	} );
	return timeline;
}

/** A running loop or pan: paused when another scene of its slide starts. */
export interface Ambient {
	pause: () => void;
	kill: () => void;
}

interface Entry {
	group: Element | null;
	keep: boolean;
	ambient: Ambient;
}

export interface AmbientScenes {
	/** Notes a running loop or pan of an element (it replaces the element's earlier one of that kind). */
	add: (
		el: Element,
		kind: 'loop' | 'pan',
		ambient: Ambient,
		keep?: boolean
	) => void;
	/**
	 * Another scene starts on an element: the loops and pans of its slide pause
	 * (spec section 4), except those kept (actions and global layers).
	 */
	starting: ( el: Element ) => void;
	/** Stops an element's loop and pan (the layer is reset or plays in again). */
	stop: ( el: Element ) => void;
	/** Stops all. */
	clear: () => void;
	/** How many run (tests). */
	size: () => number;
}

// The slide an element belongs to; elements outside any slide form one group.
const slideOf = ( el: Element ): Element | null =>
	el.closest( '[data-slide-index]' );

/**
 * The loops and pans that run, by element and slide, with the rule of
 * spec section 4: starting a scene pauses the other scenes of that slide.
 */
export function createAmbientScenes(): AmbientScenes {
	const entries = new Map< Element, Map< string, Entry > >();
	return {
		add( el, kind, ambient, keep = false ) {
			const own = entries.get( el ) ?? new Map< string, Entry >();
			own.get( kind )?.ambient.kill();
			own.set( kind, { group: slideOf( el ), keep, ambient } );
			entries.set( el, own );
		},
		starting( el ) {
			const group = slideOf( el );
			entries.forEach( ( own ) =>
				own.forEach( ( entry ) => {
					if ( entry.group === group && ! entry.keep ) {
						entry.ambient.pause();
					}
				} )
			);
		},
		stop( el ) {
			entries.get( el )?.forEach( ( entry ) => entry.ambient.kill() );
			entries.delete( el );
		},
		clear() {
			entries.forEach( ( own ) =>
				own.forEach( ( entry ) => entry.ambient.kill() )
			);
			entries.clear();
		},
		size: () =>
			[ ...entries.values() ].reduce( ( sum, own ) => sum + own.size, 0 ),
	};
}
