import { gsap } from 'gsap';
import type { TransitionBuilder, TransitionParts } from './parts';
import { REDUCED_FADE_MS } from './registry';

// Whatever a builder may leave inline on a slide; cleared once the change is over.
const MOVED =
	'transform,opacity,clipPath,transformOrigin,transformPerspective,backfaceVisibility';

/**
 * The background state of a slide (spec section 4: animating, then in or out), as
 * data-bg-state on the slide element, so styles and tests can see it. The renderer never
 * writes this attribute, so it keeps it.
 *
 * @param el    The slide.
 * @param state The state.
 */
export function markBackground(
	el: HTMLElement,
	state: 'animating' | 'in' | 'out'
): void {
	el.dataset.bgState = state;
	if ( state === 'animating' ) {
		return;
	}
	delete el.dataset.transition;
}

/**
 * Plays one slide change on a timeline; without a builder (reduced motion) it is a short
 * fade. Calls done once, when the timeline ends or jumps to its end.
 *
 * @param parts The slides and the transition.
 * @param build The transition's builder, or null for the short fade.
 * @param done  Called at the end.
 */
export function playTransition(
	parts: TransitionParts,
	build: TransitionBuilder | null,
	done: () => void
): void {
	const { incoming, outgoing } = parts;
	incoming.dataset.transition = build ? parts.transition.def.name : 'fade';
	markBackground( incoming, 'animating' );
	markBackground( outgoing, 'animating' );
	const timeline = gsap.timeline( {
		onComplete: () => {
			markBackground( incoming, 'in' );
			markBackground( outgoing, 'out' );
			done();
		},
	} );
	let cleanup = () => {};
	if ( build ) {
		cleanup = build( parts, timeline );
	} else {
		timeline.fromTo(
			incoming,
			{ opacity: 0 },
			{ opacity: 1, duration: REDUCED_FADE_MS / 1000, ease: 'none' }
		);
	}
	// The builder's cleanup, then the clearing, at the timeline's end and as part of it: a
	// tween made in onComplete would join the module's GSAP context after the scene was
	// captured, so releasing the scene never let go of it (one per slide change, for good).
	timeline.call( () => cleanup() );
	timeline.set( [ incoming, outgoing ], { clearProps: MOVED } );
}
