import { gsap } from 'gsap';
import type { Frame } from '../schema';
import {
	AUTO_SLEEP_FRAMES,
	LAG_SMOOTHING_MS,
	LAYER_PERSPECTIVE,
} from '../schema/constants';
import { createAmbientScenes, playLoop, playPan } from './ambient';
import { createMotionContext } from './context';
import type { Captured } from './context';
import { withEffectsIn, withEffectsOut } from './effects';
import { buildPreview } from './preview';
import { afterEntering, underWay } from './entering';
import type { Entering } from './entering';
import { colours } from './moves';
import { primeTransforms } from './prime';
import { createSlideScenes } from './slide-scenes';
import { createSplitScenes } from './split-scenes';
import { createSplitTexts, isHtml, splitKinds } from './splits';
import { playIn, playOut, seconds, setResting } from './timelines';
import type { FrameHooks } from './timelines';
import { builderFor, preloadTransitions, transitionNamed } from './transitions';
import { playTransition } from './transitions/play';
import type { Motion, MotionOptions, MotionPreview } from './types';

export type { Motion } from './types';

/** Spec section 9: hover duration 300 ms with ease power3.inOut. */
export const HOVER_MS = 300;
export const HOVER_EASE = 'power3.inOut';

// Spec section 9: lag smoothing 500 ms (a stall longer than that is not caught
// up in one jump; 33 ms is GSAP's own step) and auto-sleep after 120 idle frames.
gsap.ticker.lagSmoothing( LAG_SMOOTHING_MS, 33 );
gsap.config( { autoSleep: AUTO_SLEEP_FRAMES } );

// One query per preference, so the handler knows which one holds.
const QUERIES = {
	motion: '(prefers-reduced-motion: no-preference)',
	reduce: '(prefers-reduced-motion: reduce)',
};

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
	const ambient = createAmbientScenes();
	// In-scenes under way, so a loop starts where its layer's in-scene ends.
	const entering = new Map< Element, Entering >();
	const perspective =
		options.perspectiveType === 'isometric'
			? 0
			: ( options.perspective ?? LAYER_PERSPECTIVE );
	const loose = new Map< Element, Captured >();
	const splits = createSplitTexts();
	let destroyed = false;
	// Without media queries there is no way to know the preference: no motion.
	let motion = false;
	const media =
		win && typeof win.matchMedia === 'function' ? gsap.matchMedia() : null;
	media?.add( QUERIES, ( self ) => {
		motion = Boolean( self.conditions?.motion );
		if ( ! motion ) {
			// Scenes under way end at once; nothing made here belongs to this handler.
			self.ignore( () => {
				[ ...running ].forEach( ( item ) => item.finish() );
				ambient.clear();
				// Reduced motion shows split text whole.
				splits.revertAll();
			} );
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

	// A loop or pan: made in the context (revert reaches it), released when stopped.
	function runAmbient(
		el: Element,
		kind: 'loop' | 'pan',
		keep: boolean,
		make: () => gsap.core.Timeline
	) {
		const made: gsap.core.Timeline[] = [];
		const captured = context.capture( [ el ], () => made.push( make() ) );
		ambient.add(
			el,
			kind,
			{
				pause: () => made.forEach( ( timeline ) => timeline.pause() ),
				kill: () => captured.release(),
			},
			keep
		);
	}

	// The in-scene on the layer itself (not split, or its split could not load).
	function plainIn(
		el: Element,
		frames: readonly Frame[],
		hooks: FrameHooks
	) {
		return scene( [ el ], ( motionOn, done ) => {
			if ( motionOn ) {
				playIn( el, frames, hooks, done, perspective );
			} else {
				setResting( el, frames );
				done();
			}
		} );
	}

	const splitScenes = createSplitScenes( {
		splits,
		scene,
		plainIn,
		perspective,
		live: () => motion && ! destroyed,
	} );

	const slideScenes = createSlideScenes( {
		scene,
		perspective,
		entering,
		stop: ambient.stop,
		starting: ambient.starting,
		// Split text plays on its units, through the layer's own scene.
		alone: ( kind, el, effects ) =>
			kind === 'in'
				? splitKinds( effects.split ).length > 0
				: splits.of( el ) !== null,
		one: ( kind ) =>
			kind === 'in' ? driver.animateIn : driver.animateOut,
	} );

	const driver: Motion = {
		animateIn( el, given, hooks = {}, effects = {} ) {
			ambient.stop( el );
			const frames = withEffectsIn( given, effects );
			if ( frames.length === 0 ) {
				entering.delete( el );
				return Promise.resolve();
			}
			if (
				motion &&
				isHtml( el ) &&
				splitKinds( effects.split ).length > 0
			) {
				const splitting = splitScenes.playIn(
					el,
					frames,
					hooks,
					effects
				);
				return underWay( entering, el, splitting );
			}
			return underWay( entering, el, plainIn( el, frames, hooks ) );
		},
		animateOut( el, given, hooks = {}, effects = {} ) {
			// Spec section 4: starting a scene pauses the slide's other scenes.
			ambient.starting( el );
			entering.delete( el );
			const frames = withEffectsOut( given, effects );
			if ( frames.length === 0 ) {
				return Promise.resolve();
			}
			const splitOut = splitScenes.playOut( el, frames, hooks, effects );
			if ( splitOut ) {
				return splitOut;
			}
			return scene( [ el ], ( motionOn, done ) =>
				motionOn
					? playOut( el, frames, hooks, done, perspective )
					: done()
			);
		},
		playLayers: slideScenes.play,
		loop( el, loopScene, hooks = {}, { keep = false } = {} ) {
			const after = entering.get( el );
			afterEntering( after, () => {
				// Reduced motion, a reset or another scene since: no loop.
				if (
					destroyed ||
					! motion ||
					loopScene.frames.length === 0 ||
					entering.get( el ) !== after
				) {
					return;
				}
				runAmbient( el, 'loop', keep, () =>
					playLoop( el, loopScene, hooks, perspective )
				);
			} );
		},
		pan( el, panScene, lengthMs, { keep = false } = {} ) {
			if ( destroyed || ! motion || panScene.frames.length === 0 ) {
				return;
			}
			runAmbient( el, 'pan', keep, () =>
				playPan( el, panScene, lengthMs )
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
			// Shaders draw the slides' images: they are decoded first.
			await build?.prepare?.( parts );
			return scene(
				[ parts.incoming, parts.outgoing, parts.stage ],
				( motionOn, done ) =>
					playTransition( parts, motionOn ? build : null, done )
			);
		},
		preloadTransitions( names ) {
			// Reduced motion plays none of them: nothing to fetch.
			if ( motion ) {
				preloadTransitions( names.map( transitionNamed ) );
			}
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
			ambient.stop( el );
			splits.revert( el );
			entering.delete( el );
			tween( el, ( onComplete ) => {
				gsap.set( el, {
					clearProps:
						'opacity,transform,clipPath,filter,pointerEvents',
				} );
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
				primeTransforms( elements );
			}
		},
		destroy() {
			if ( destroyed ) {
				return;
			}
			destroyed = true;
			ambient.clear();
			splits.revertAll();
			entering.clear();
			media?.revert();
			context.revert();
			loose.clear();
			// Nobody waits forever on a scene that will never end.
			[ ...running ].forEach( ( item ) => item.settle() );
		},
	};
	return driver;
}
