import { gsap } from 'gsap';
import type { Frame } from '../schema';
import type { MotionVars } from './frames';

import {
	DEFAULT_DURATION_MS,
	DEFAULT_EASE,
	endsUntransformed,
	finalVars,
	frameVars,
	restingVars,
} from './frames';

const seconds = ( ms: number ): number => ms / 1000;

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

export interface Motion {
	/** Plays an in-scene; resolves when it ends, or at once without motion. */
	animateIn: (
		el: Element,
		frames: readonly Frame[],
		hooks?: FrameHooks
	) => Promise< void >;
	/** Plays an out-scene from the current state; skipped under reduced motion. */
	animateOut: (
		el: Element,
		frames: readonly Frame[],
		hooks?: FrameHooks
	) => Promise< void >;
	/** Fades to an opacity; fades stay under reduced motion (they do not move anything). */
	fade: ( el: Element, opacity: number, ms: number ) => Promise< void >;
	/** Scrolls the window to a position; jumps under reduced motion. */
	scrollTo: ( top: number, ms: number, ease?: string ) => Promise< void >;
	/** Eases a layer to its hover or idle state (spec section 9: 300 ms, power3.inOut). */
	hover: ( el: Element, vars: HoverVars ) => void;
	/** Removes what scenes left inline, so the next in-scene starts clean. */
	reset: ( el: Element ) => void;
	/** Whether the visitor asked for reduced motion (or it cannot be known). */
	reducedMotion: () => boolean;
	/** Kills every timeline and reverts every style this driver set. */
	destroy: () => void;
}

// "all" always matches, so the callback also runs (and re-runs) in reduce mode.
const QUERIES = {
	motion: '(prefers-reduced-motion: no-preference)',
	all: 'all',
};

/** Spec section 9: hover duration 300 ms with ease power3.inOut. */
export const HOVER_MS = 300;
export const HOVER_EASE = 'power3.inOut';

/** A hover state: motion plus colours. */
export interface HoverVars extends MotionVars {
	color?: string;
	backgroundColor?: string;
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

function playIn(
	el: Element,
	frames: readonly Frame[],
	hooks: FrameHooks,
	done: () => void
) {
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
}

function playOut(
	el: Element,
	frames: readonly Frame[],
	hooks: FrameHooks,
	done: () => void
) {
	const timeline = gsap.timeline( { onComplete: done } );
	addSteps( timeline, el, frames, ( frame ) => frameVars( frame ), hooks, 0 );
}

export function createMotion(): Motion {
	const canQuery =
		typeof window !== 'undefined' &&
		typeof window.matchMedia === 'function';
	const media = canQuery ? gsap.matchMedia() : null;
	// Without media queries there is no way to know the preference: no motion.
	const fallback = gsap.context( () => {} );
	const pending = new Set< () => void >();
	let destroyed = false;
	const reduced = () =>
		! canQuery || ! window.matchMedia( QUERIES.motion ).matches;

	// Runs a scene in the right branch of the motion preference; resolves once.
	function scene( run: ( motion: boolean, done: () => void ) => void ) {
		if ( destroyed ) {
			return Promise.resolve();
		}
		return new Promise< void >( ( resolve ) => {
			let settled = false;
			const settle = () => {
				if ( ! settled ) {
					settled = true;
					pending.delete( settle );
					resolve();
				}
			};
			pending.add( settle );
			// A scene that already ended is not replayed when the preference changes.
			const guarded = ( motion: boolean ) => {
				if ( ! settled ) {
					run( motion, settle );
				}
			};
			if ( media ) {
				media.add( QUERIES, ( context ) =>
					guarded( Boolean( context.conditions?.motion ) )
				);
			} else {
				fallback.add( () => guarded( false ) );
			}
		} );
	}

	return {
		animateIn( el, frames, hooks = {} ) {
			if ( frames.length === 0 ) {
				return Promise.resolve();
			}
			return scene( ( motion, done ) => {
				if ( motion ) {
					playIn( el, frames, hooks, done );
				} else {
					gsap.set( el, restingVars( frames ) );
					done();
				}
			} );
		},
		animateOut( el, frames, hooks = {} ) {
			if ( frames.length === 0 ) {
				return Promise.resolve();
			}
			return scene( ( motion, done ) =>
				motion ? playOut( el, frames, hooks, done ) : done()
			);
		},
		fade( el, opacity, ms ) {
			return scene( ( _motion, done ) => {
				gsap.to( el, {
					opacity,
					duration: seconds( ms ),
					ease: 'none',
					onComplete: done,
				} );
			} );
		},
		scrollTo( top, ms, ease = 'power2.inOut' ) {
			return scene( ( motion, done ) => {
				if ( ! motion || ms <= 0 ) {
					window.scrollTo( { top, behavior: 'instant' } );
					done();
					return;
				}
				const position = { y: window.scrollY };
				gsap.to( position, {
					y: top,
					duration: seconds( ms ),
					ease,
					onUpdate: () => window.scrollTo( 0, position.y ),
					onComplete: done,
				} );
			} );
		},
		hover( el, vars ) {
			if ( destroyed ) {
				return;
			}
			if ( reduced() ) {
				// Colours still change; nothing moves.
				const colours = Object.fromEntries(
					Object.entries( vars ).filter(
						( [ key, value ] ) =>
							( key === 'color' || key === 'backgroundColor' ) &&
							value !== undefined
					)
				);
				gsap.set( el, colours );
				return;
			}
			gsap.to( el, {
				...vars,
				duration: seconds( HOVER_MS ),
				ease: HOVER_EASE,
				overwrite: 'auto',
			} );
		},
		reset( el ) {
			gsap.set( el, { clearProps: 'opacity,transform' } );
		},
		reducedMotion: reduced,
		destroy() {
			destroyed = true;
			media?.revert();
			fallback.revert();
			// Nobody waits forever on a scene that will never end.
			pending.forEach( ( settle ) => settle() );
		},
	};
}
