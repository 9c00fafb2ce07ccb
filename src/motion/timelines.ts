import { gsap } from 'gsap';
import type { Frame } from '../schema';
import {
	DEFAULT_DURATION_MS,
	DEFAULT_EASE,
	finalVars,
	frameVars,
	restingVars,
	rotates3d,
} from './frames';
import type { MotionVars } from './frames';
import { TRANSFORMS } from './moves';

// Scenes as GSAP timelines: the frames of the spec's timelines, their
// repeats and the layer events of each frame.

export const seconds = ( ms: number ): number => ms / 1000;

/** Called as each keyframe of a scene starts and ends (index into the frames). */
export interface FrameHooks {
	onFrameStart?: ( index: number ) => void;
	onFrameEnd?: ( index: number ) => void;
	/** A frame with repeat settings starts another run. */
	onFrameRepeat?: ( index: number ) => void;
	/** Every animation tick of a frame; only set when somebody listens. */
	onUpdate?: ( index: number ) => void;
}

// Repeat settings of a frame as GSAP vars. In and out scenes must end, so an
// endless repeat (-1) plays once here; endless runs belong to loop scenes.
export function repeatVars( frame: Frame ): gsap.TweenVars {
	const count = frame.rep?.r ?? 0;
	if ( ! frame.rep || count <= 0 ) {
		return {};
	}
	return {
		repeat: count,
		yoyo: Boolean( frame.rep.y ),
		repeatDelay: seconds( frame.rep.d ?? 0 ),
	};
}

/** How a scene's steps are timed where its frames say nothing. */
export interface StepDefaults {
	ms?: number;
	ease?: string;
	/** Split text: each unit's delay in seconds, by its index. */
	stagger?: ( index: number ) => number;
}

export function addSteps(
	timeline: gsap.core.Timeline,
	el: Element | readonly Element[],
	steps: readonly Frame[],
	varsOf: ( frame: Frame, isLast: boolean ) => gsap.TweenVars,
	hooks: FrameHooks,
	offset: number,
	defaults: StepDefaults = {}
) {
	steps.forEach( ( frame, index ) => {
		const isLast = index === steps.length - 1;
		const position = frame.st === undefined ? '>' : seconds( frame.st );
		if ( frame.pE ) {
			// Pointer events switch as the frame starts; they do not interpolate.
			timeline.set( el, { pointerEvents: frame.pE }, position );
		}
		timeline.to(
			el,
			{
				...varsOf( frame, isLast ),
				duration: seconds(
					frame.d ?? defaults.ms ?? DEFAULT_DURATION_MS
				),
				ease: frame.e ?? defaults.ease ?? DEFAULT_EASE,
				...repeatVars( frame ),
				...( defaults.stagger
					? { stagger: defaults.stagger, force3D: false }
					: {} ),
				onStart: () => hooks.onFrameStart?.( index + offset ),
				onComplete: () => hooks.onFrameEnd?.( index + offset ),
				onRepeat: () => hooks.onFrameRepeat?.( index + offset ),
				...( hooks.onUpdate
					? { onUpdate: () => hooks.onUpdate?.( index + offset ) }
					: {} ),
			},
			frame.pE ? '<' : position
		);
	} );
}

/**
 * Layer rotation in 3D needs a perspective (spec section 9: 600px, from the
 * module's general.perspective; isometric modules have none).
 *
 * @param frames      The scene's frames.
 * @param perspective The module's perspective, or 0 for none.
 */
export function perspectiveVars(
	frames: readonly Frame[],
	perspective: number
): gsap.TweenVars {
	return perspective > 0 && rotates3d( frames )
		? { transformPerspective: perspective }
		: {};
}

/**
 * Sets each element's own vars at once, in one tween per list of property names: a tween reads
 * all its targets before it writes any, where a set per element read each one after the last
 * one's write, and so recalculated the page's styles once per element (a 500-layer slide: 249
 * recalculations, 27 ms of its start).
 *
 * @param elements The elements.
 * @param varsOf   Each element's vars, by index.
 */
export function setEach(
	elements: readonly Element[],
	varsOf: readonly gsap.TweenVars[]
) {
	// Elements by their list of property names (kept as the list, not read back from the key).
	const groups = new Map< string, { names: string[]; at: number[] } >();
	varsOf.forEach( ( vars, index ) => {
		const names = Object.keys( vars );
		const key = names.join();
		if ( names.length > 0 ) {
			const group = groups.get( key );
			if ( group ) {
				group.at.push( index );
			} else {
				groups.set( key, { names, at: [ index ] } );
			}
		}
	} );
	groups.forEach( ( { names, at } ) =>
		gsap.set(
			at.map( ( index ) => elements[ index ] ),
			Object.fromEntries(
				names.map( ( name ) => [
					name,
					( target: number ) => varsOf[ at[ target ] ][ name ],
				] )
			)
		)
	);
}

/**
 * Where an in-scene ends, set at once (reduced motion: nothing moves).
 *
 * @param el     The layer.
 * @param frames The in-scene frames, effects folded in.
 */
export function setResting(
	el: Element | readonly Element[],
	frames: readonly Frame[]
) {
	gsap.set( el, restingVars( frames ) );
}

// Clip paths and filters that ended open are removed, like idle transforms.
export function clearsAtEnd(
	frames: readonly Frame[],
	final: MotionVars = finalVars( frames )
): string {
	const resting = restingVars( frames, final );
	return [
		TRANSFORMS.every( ( key ) => resting[ key ] === undefined )
			? 'transform'
			: '',
		final.clipPath && ! resting.clipPath ? 'clipPath' : '',
		final.filter && ! resting.filter ? 'filter' : '',
	]
		.filter( Boolean )
		.join( ',' );
}

export function playIn(
	el: Element | readonly Element[],
	frames: readonly Frame[],
	hooks: FrameHooks,
	done: () => void,
	perspective = 0,
	defaults: StepDefaults = {}
): gsap.core.Timeline {
	// Apply the start state now, not on the next tick, so nothing flashes.
	gsap.set( el, {
		...frameVars( frames[ 0 ] ),
		...perspectiveVars( frames, perspective ),
	} );
	const timeline = gsap.timeline( { onComplete: done } );
	// A lone frame is a start state that eases back to idle.
	const steps = frames.length > 1 ? frames.slice( 1 ) : [ {} ];
	addSteps(
		timeline,
		el,
		steps,
		( frame, isLast ) => ( {
			...( isLast ? finalVars( frames ) : frameVars( frame ) ),
			// An idle end leaves no inline transform, clip or filter behind.
			...( isLast && clearsAtEnd( frames )
				? { clearProps: clearsAtEnd( frames ) }
				: {} ),
		} ),
		hooks,
		1,
		defaults
	);
	return timeline;
}

export function playOut(
	el: Element | readonly Element[],
	frames: readonly Frame[],
	hooks: FrameHooks,
	done: () => void,
	perspective = 0,
	defaults: StepDefaults = {}
): gsap.core.Timeline {
	gsap.set( el, perspectiveVars( frames, perspective ) );
	const timeline = gsap.timeline( { onComplete: done } );
	addSteps(
		timeline,
		el,
		frames,
		( frame ) => frameVars( frame ),
		hooks,
		0,
		defaults
	);
	return timeline;
}
