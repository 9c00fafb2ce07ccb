import { gsap } from 'gsap';
import type { Frame } from '../schema';
import {
	DEFAULT_DURATION_MS,
	DEFAULT_EASE,
	endsUntransformed,
	finalVars,
	frameVars,
} from './frames';

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
function repeatVars( frame: Frame ): gsap.TweenVars {
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

function addSteps(
	timeline: gsap.core.Timeline,
	el: Element,
	steps: readonly Frame[],
	varsOf: ( frame: Frame, isLast: boolean ) => gsap.TweenVars,
	hooks: FrameHooks,
	offset: number
) {
	steps.forEach( ( frame, index ) => {
		const isLast = index === steps.length - 1;
		timeline.to(
			el,
			{
				...varsOf( frame, isLast ),
				duration: seconds( frame.d ?? DEFAULT_DURATION_MS ),
				ease: frame.e ?? DEFAULT_EASE,
				...repeatVars( frame ),
				onStart: () => hooks.onFrameStart?.( index + offset ),
				onComplete: () => hooks.onFrameEnd?.( index + offset ),
				onRepeat: () => hooks.onFrameRepeat?.( index + offset ),
				...( hooks.onUpdate
					? { onUpdate: () => hooks.onUpdate?.( index + offset ) }
					: {} ),
			},
			frame.st === undefined ? '>' : seconds( frame.st )
		);
	} );
}

export function playIn(
	el: Element,
	frames: readonly Frame[],
	hooks: FrameHooks,
	done: () => void
): gsap.core.Timeline {
	// Apply the start state now, not on the next tick, so nothing flashes.
	gsap.set( el, frameVars( frames[ 0 ] ) );
	const timeline = gsap.timeline( { onComplete: done } );
	// A lone frame is a start state that eases back to idle.
	const steps = frames.length > 1 ? frames.slice( 1 ) : [ {} ];
	addSteps(
		timeline,
		el,
		steps,
		( frame, isLast ) => ( {
			...( isLast ? finalVars( frames ) : frameVars( frame ) ),
			// An idle end leaves no inline transform behind.
			...( isLast && endsUntransformed( frames )
				? { clearProps: 'transform' }
				: {} ),
		} ),
		hooks,
		1
	);
	return timeline;
}

export function playOut(
	el: Element,
	frames: readonly Frame[],
	hooks: FrameHooks,
	done: () => void
): gsap.core.Timeline {
	const timeline = gsap.timeline( { onComplete: done } );
	addSteps( timeline, el, frames, ( frame ) => frameVars( frame ), hooks, 0 );
	return timeline;
}
