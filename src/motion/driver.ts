import { gsap } from 'gsap';
import type { Frame } from '../schema';
import { createMotionContext } from './context';
import type { Captured } from './context';
import { restingVars } from './frames';
import type { MotionVars } from './frames';
import { buildPreview } from './preview';
import type { MotionPreview, PreviewScene } from './preview';
import { playIn, playOut, seconds } from './timelines';
import type { FrameHooks } from './timelines';
import { builderFor, preloadTransitions, transitionNamed } from './transitions';
import type { TransitionParts } from './transitions';
import { playTransition } from './transitions/play';

export type { FrameHooks, MotionPreview, PreviewScene };

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
	/**
	 * Plays a slide transition (src/motion/transitions), fetching its family's chunk first
	 * if it has one; under reduced motion a short fade. Optional: drivers without it fade.
	 */
	transition?: ( parts: TransitionParts ) => Promise< void >;
	/** Starts fetching the chunks of these named transitions (a module's slides). */
	preloadTransitions?: ( names: readonly string[] ) => void;
	/** Scrolls the window to a position; jumps under reduced motion. */
	scrollTo: ( top: number, ms: number, ease?: string ) => Promise< void >;
	/** Eases a layer to its hover or idle state (spec section 9: 300 ms, power3.inOut). */
	hover: ( el: Element, vars: HoverVars ) => void;
	/** Removes what scenes left inline, so the next in-scene starts clean. */
	reset: ( el: Element ) => void;
	/** Whether the visitor asked for reduced motion (or it cannot be known). */
	reducedMotion: () => boolean;
	/**
	 * Reads what the driver needs of each element (its transform) in one pass, before a scene
	 * writes any style: a read after each write would lay the page out again per element.
	 */
	prime: ( elements: readonly Element[] ) => void;
	/**
	 * Edit mode only (src/module/preview.ts): the scenes on one paused timeline the editor plays
	 * and seeks; scenes under way end first. Optional, so a driver may offer no preview.
	 */
	preview?: (
		scenes: readonly PreviewScene[],
		length: number,
		onChange: () => void
	) => MotionPreview;
	/** Kills every timeline and reverts every style this driver set. */
	destroy: () => void;
}

// One query per preference, so the handler knows which one holds.
const QUERIES = {
	motion: '(prefers-reduced-motion: no-preference)',
	reduce: '(prefers-reduced-motion: reduce)',
};

/** Spec section 9: hover duration 300 ms with ease power3.inOut. */
export const HOVER_MS = 300;
export const HOVER_EASE = 'power3.inOut';

/** A hover state: motion plus colours. */
export interface HoverVars extends MotionVars {
	color?: string;
	backgroundColor?: string;
}

export interface MotionOptions {
	/** The module element: the GSAP context's scope; its window scrolls. */
	root?: Element;
}

// A running scene: finish() jumps it to its end (the visitor asked for reduced motion).
interface Scene {
	finish: () => void;
	settle: () => void;
}

/**
 * The motion driver of one module: every scene, fade, scroll, hover and reset
 * tween is made in the module's one GSAP context and released once it
 * settles; one gsap.matchMedia follows the visitor's reduced-motion
 * preference. destroy() reverts every style the driver set.
 *
 * @param options The module element.
 */
export function createMotion( options: MotionOptions = {} ): Motion {
	const win =
		options.root?.ownerDocument.defaultView ??
		( typeof window === 'undefined' ? null : window );
	const context = createMotionContext( options.root );
	const running = new Set< Scene >();
	const loose = new Map< Element, Captured >();
	let destroyed = false;
	// Without media queries there is no way to know the preference: no motion.
	let motion = false;
	const media =
		win && typeof win.matchMedia === 'function' ? gsap.matchMedia() : null;
	media?.add( QUERIES, ( self ) => {
		motion = Boolean( self.conditions?.motion );
		if ( ! motion ) {
			// Scenes under way end at once; nothing made here belongs to this handler.
			self.ignore( () =>
				[ ...running ].forEach( ( item ) => item.finish() )
			);
		}
	} );

	// Runs a scene inside the context; resolves once, and releases it then.
	function scene(
		elements: readonly Element[],
		run: ( motionOn: boolean, done: () => void ) => void
	) {
		if ( destroyed ) {
			return Promise.resolve();
		}
		return new Promise< void >( ( resolve ) => {
			let settled = false;
			let captured: Captured | null = null;
			const item: Scene = {
				// Top-level tweens and timelines jump to their end, calling done.
				finish: () =>
					captured?.animations
						.filter(
							( animation ) =>
								animation.parent === gsap.globalTimeline
						)
						.forEach( ( animation ) =>
							animation.totalProgress( 1 )
						),
				settle: () => {
					if ( ! settled ) {
						settled = true;
						running.delete( item );
						captured?.release();
						resolve();
					}
				},
			};
			running.add( item );
			captured = context.capture( elements, () =>
				run( motion, item.settle )
			);
			if ( settled ) {
				captured.release();
			}
		} );
	}

	// A tween nobody waits on (hover, reset), one per element: it replaces
	// the element's previous one and is released when it ends.
	function tween( el: Element, make: ( onComplete: () => void ) => void ) {
		if ( destroyed ) {
			return;
		}
		loose.get( el )?.release();
		let ended = false;
		let captured: Captured | null = null;
		const onComplete = () => {
			ended = true;
			if ( captured && loose.get( el ) === captured ) {
				loose.delete( el );
			}
			captured?.release();
		};
		captured = context.capture( [ el ], () => make( onComplete ) );
		if ( ended ) {
			captured.release();
		} else {
			loose.set( el, captured );
		}
	}

	return {
		animateIn( el, frames, hooks = {} ) {
			if ( frames.length === 0 ) {
				return Promise.resolve();
			}
			return scene( [ el ], ( motionOn, done ) => {
				if ( motionOn ) {
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
			return scene( [ el ], ( motionOn, done ) =>
				motionOn ? playOut( el, frames, hooks, done ) : done()
			);
		},
		fade( el, opacity, ms ) {
			return scene( [ el ], ( _motion, done ) => {
				gsap.to( el, {
					opacity,
					duration: seconds( ms ),
					ease: 'none',
					onComplete: done,
				} );
			} );
		},
		async transition( parts ) {
			// Fetched before the scene starts: its tweens must be made inside the context.
			const build = motion
				? await builderFor( parts.transition.def )
				: null;
			return scene(
				[ parts.incoming, parts.outgoing, parts.stage ],
				( motionOn, done ) =>
					playTransition( parts, motionOn ? build : null, done )
			);
		},
		preloadTransitions( names ) {
			preloadTransitions( names.map( transitionNamed ) );
		},
		scrollTo( top, ms, ease = 'power2.inOut' ) {
			return scene( [], ( motionOn, done ) => {
				if ( ! win ) {
					done();
					return;
				}
				if ( ! motionOn || ms <= 0 ) {
					win.scrollTo( { top, behavior: 'instant' } );
					done();
					return;
				}
				const position = { y: win.scrollY };
				gsap.to( position, {
					y: top,
					duration: seconds( ms ),
					ease,
					onUpdate: () => win.scrollTo( 0, position.y ),
					onComplete: done,
				} );
			} );
		},
		hover( el, vars ) {
			tween( el, ( onComplete ) => {
				if ( motion ) {
					gsap.to( el, {
						...vars,
						duration: seconds( HOVER_MS ),
						ease: HOVER_EASE,
						overwrite: 'auto',
						onComplete,
					} );
					return;
				}
				// Colours still change; nothing moves.
				gsap.set( el, colours( vars ) );
				onComplete();
			} );
		},
		reset( el ) {
			tween( el, ( onComplete ) => {
				gsap.set( el, { clearProps: 'opacity,transform' } );
				onComplete();
			} );
		},
		reducedMotion: () => ! motion,
		preview( scenes, length, onChange ) {
			// The preview owns the layers from here: what plays on them ends now.
			[ ...running ].forEach( ( item ) => item.finish() );
			const made: MotionPreview[] = [];
			const captured = context.capture(
				scenes.map( ( { el } ) => el ),
				() => made.push( buildPreview( scenes, length, onChange ) )
			);
			const [ built ] = made;
			return {
				...built,
				destroy() {
					built.destroy();
					captured.release();
				},
			};
		},
		prime( elements ) {
			if ( ! destroyed ) {
				// GSAP parses and caches an element's transform on first read.
				elements.forEach( ( el ) => gsap.getProperty( el, 'x' ) );
			}
		},
		destroy() {
			if ( destroyed ) {
				return;
			}
			destroyed = true;
			media?.revert();
			context.revert();
			loose.clear();
			// Nobody waits forever on a scene that will never end.
			[ ...running ].forEach( ( item ) => item.settle() );
		},
	};
}

function colours( vars: HoverVars ): HoverVars {
	const { color, backgroundColor } = vars;
	return {
		...( color === undefined ? {} : { color } ),
		...( backgroundColor === undefined ? {} : { backgroundColor } ),
	};
}
