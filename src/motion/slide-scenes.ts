import { gsap } from 'gsap';
import type { Frame } from '../schema';
import { withEffectsIn, withEffectsOut } from './effects';
import type { SceneEffects } from './effects';
import {
	DEFAULT_DURATION_MS,
	DEFAULT_EASE,
	finalVars,
	frameVars,
	restingVars,
} from './frames';
import {
	clearsAtEnd,
	perspectiveVars,
	repeatVars,
	seconds,
	setEach,
} from './timelines';
import type { FrameHooks } from './timelines';
import { endEntering } from './entering';
import type { Entering } from './entering';

// A slide's layer scenes on one GSAP timeline: hundreds of layers cost one timeline, one
// promise and one set of callbacks, not a timeline, closures and a promise each.

/** One layer of a slide's in or out scene. */
export interface LayerScene {
	el: Element;
	frames: readonly Frame[];
	effects?: SceneEffects;
	/** The layer has a loop scene, which starts once its in-scene has ended. */
	loops?: boolean;
}

/** The layer events of a slide's scene, by the layer's place in the list. */
export interface LayerSceneHooks {
	/** The layer's scene starts (before anything of it is applied). */
	onStart?: ( at: number ) => void;
	onFrameStart?: ( at: number, frame: number ) => void;
	onFrameEnd?: ( at: number, frame: number ) => void;
	onFrameRepeat?: ( at: number, frame: number ) => void;
	/** Every animation tick of a frame; only set when somebody listens. */
	onUpdate?: ( at: number, frame: number ) => void;
	/** The layer's scene has ended (at once, a task later, when it has nothing to play). */
	onEnd?: ( at: number ) => void;
}

type RunScene = (
	elements: readonly Element[],
	run: ( motionOn: boolean, done: () => void ) => void
) => Promise< void >;

type PlayOne = (
	el: Element,
	frames: readonly Frame[],
	hooks?: FrameHooks,
	effects?: SceneEffects
) => Promise< void >;

export interface SlideSceneDeps {
	/** The driver's scene: made in its context, finished under reduced motion. */
	scene: RunScene;
	perspective: number;
	/** In-scenes under way, by layer. */
	entering: Map< Element, Entering >;
	/** Stops a layer's loop (its in-scene starts again). */
	stop: ( el: Element ) => void;
	/** A scene starts on the layer's slide: its loops and pans pause. */
	starting: ( el: Element ) => void;
	/** Whether the layer plays this scene on its own (split text): through `one`. */
	alone: (
		scene: 'in' | 'out',
		el: Element,
		effects: SceneEffects
	) => boolean;
	/** The driver's animateIn and animateOut, for those layers. */
	one: ( scene: 'in' | 'out' ) => PlayOne;
}

// What a step's tween carries for the slide's shared callbacks: whose frame it is, packed in
// one small integer (the layer's place, the frame, whether it is the layer's last step), so a
// step keeps no object for it.
interface StepData {
	at: number;
	frame: number;
	last: boolean;
}
const FRAMES = 1024;
const packStep = ( { at, frame, last }: StepData ): number =>
	( at * FRAMES + frame ) * 2 + ( last ? 1 : 0 );
const stepOf = ( tween: gsap.core.Animation ): StepData => {
	const packed = tween.data as number;
	const place = Math.floor( packed / 2 );
	return {
		at: Math.floor( place / FRAMES ),
		frame: place % FRAMES,
		last: packed % 2 === 1,
	};
};

/**
 * Adds a layer's steps to its slide's timeline at the times its own timeline gave them: a step
 * without a start follows the layer's previous step (repeats included), as '>' did there.
 *
 * @param timeline  The slide's timeline.
 * @param el        The layer.
 * @param steps     The frames to play.
 * @param varsOf    A step's animated values.
 * @param data      The layer's place and its first step's frame number.
 * @param data.at
 * @param data.from
 * @param callbacks The slide's shared callbacks.
 */
function addLayerSteps(
	timeline: gsap.core.Timeline,
	el: Element,
	steps: readonly Frame[],
	varsOf: ( frame: Frame, isLast: boolean ) => gsap.TweenVars,
	{ at, from }: { at: number; from: number },
	callbacks: gsap.TweenVars
) {
	let end = 0;
	steps.forEach( ( frame, index ) => {
		const last = index === steps.length - 1;
		const position = frame.st === undefined ? end : seconds( frame.st );
		if ( frame.pE ) {
			// Pointer events switch as the frame starts; they do not interpolate.
			timeline.set( el, { pointerEvents: frame.pE }, position );
		}
		const data = packStep( { at, frame: index + from, last } );
		const repeat = repeatVars( frame );
		const { onRepeat, ...always } = callbacks;
		timeline.to(
			el,
			{
				...varsOf( frame, last ),
				duration: seconds( frame.d ?? DEFAULT_DURATION_MS ),
				ease: frame.e ?? DEFAULT_EASE,
				...repeat,
				data,
				...always,
				// Only a step that repeats keeps a repeat callback.
				...( repeat.repeat ? { onRepeat } : {} ),
			},
			position
		);
		end = ( timeline.recent() as gsap.core.Animation ).endTime();
	} );
}

/**
 * The slide-wide callbacks of a scene's steps (GSAP calls them on the step's tween).
 *
 * @param hooks The slide's layer events.
 * @param ended A layer's last step has ended.
 */
function stepCallbacks(
	hooks: LayerSceneHooks,
	ended: ( at: number ) => void
): gsap.TweenVars {
	const { onUpdate } = hooks;
	return {
		onStart( this: gsap.core.Tween ) {
			const step = stepOf( this );
			hooks.onFrameStart?.( step.at, step.frame );
		},
		onComplete( this: gsap.core.Tween ) {
			const step = stepOf( this );
			hooks.onFrameEnd?.( step.at, step.frame );
			if ( step.last ) {
				ended( step.at );
			}
		},
		onRepeat( this: gsap.core.Tween ) {
			const step = stepOf( this );
			hooks.onFrameRepeat?.( step.at, step.frame );
		},
		...( onUpdate
			? {
					onUpdate( this: gsap.core.Tween ) {
						const step = stepOf( this );
						onUpdate( step.at, step.frame );
					},
				}
			: {} ),
	};
}

// Each layer's frame events for a layer that plays alone.
const hooksOf = ( hooks: LayerSceneHooks, at: number ): FrameHooks => ( {
	onFrameStart: ( frame ) => hooks.onFrameStart?.( at, frame ),
	onFrameEnd: ( frame ) => hooks.onFrameEnd?.( at, frame ),
	onFrameRepeat: ( frame ) => hooks.onFrameRepeat?.( at, frame ),
	...( hooks.onUpdate
		? { onUpdate: ( frame: number ) => hooks.onUpdate?.( at, frame ) }
		: {} ),
} );

export function createSlideScenes( deps: SlideSceneDeps ) {
	const { scene, perspective, entering } = deps;

	/**
	 * Plays the in or out scenes of a slide's layers (spec section 4) on one timeline, with the
	 * events and results each layer's own scene had; resolves once every layer's scene ended.
	 *
	 * @param kind   In or out.
	 * @param layers The layers, each with its frames and effects.
	 * @param hooks  The layer events.
	 */
	function play(
		kind: 'in' | 'out',
		layers: readonly LayerScene[],
		hooks: LayerSceneHooks = {}
	): Promise< void > {
		const count = layers.length;
		const done = new Uint8Array( count );
		const entries: Array< Entering | undefined > = [];
		const waits: Array< Promise< void > > = [];
		const ended = ( at: number ) => {
			if ( done[ at ] ) {
				return;
			}
			done[ at ] = 1;
			const entry = entries[ at ];
			if ( entry ) {
				endEntering( entry );
			}
			// As each layer's own scene promise did: the end event a microtask later.
			void Promise.resolve().then( () => hooks.onEnd?.( at ) );
		};
		// Layers on the timeline: their places, elements and frames (effects folded in).
		const ats: number[] = [];
		const elements: Element[] = [];
		let framesOf: Array< readonly Frame[] > | null = [];
		layers.forEach( ( { el, frames: given, effects = {}, loops }, at ) => {
			hooks.onStart?.( at );
			if ( deps.alone( kind, el, effects ) ) {
				waits.push(
					deps
						.one( kind )( el, given, hooksOf( hooks, at ), effects )
						.then( () => ended( at ) )
				);
				return;
			}
			if ( kind === 'in' ) {
				deps.stop( el );
			} else {
				deps.starting( el );
				entering.delete( el );
			}
			const frames =
				kind === 'in'
					? withEffectsIn( given, effects )
					: withEffectsOut( given, effects );
			if ( frames.length === 0 ) {
				if ( kind === 'in' ) {
					entering.delete( el );
				}
				ended( at );
				return;
			}
			if ( kind === 'in' && loops ) {
				const entry: Entering = { ended: false };
				entries[ at ] = entry;
				entering.set( el, entry );
			} else if ( kind === 'in' ) {
				// Nothing waits for it: no loop starts on this layer.
				entering.delete( el );
			}
			ats.push( at );
			elements.push( el );
			framesOf?.push( frames );
		} );
		if ( ats.length > 0 ) {
			waits.push(
				scene( elements, ( motionOn, finish ) => {
					// The frames are read once, here: the scene keeps only its tweens.
					const frames = framesOf ?? [];
					framesOf = null;
					if ( motionOn ) {
						build(
							kind,
							elements,
							frames,
							ats,
							hooks,
							ended
						).eventCallback( 'onComplete', finish );
						return;
					}
					if ( kind === 'in' ) {
						setEach(
							elements,
							frames.map( ( given ) => restingVars( given ) )
						);
					}
					finish();
				} ).then( () => ats.forEach( ended ) )
			);
		}
		return Promise.all( waits ).then( () => undefined );
	}

	// The slide's timeline: each layer's start state now (nothing flashes), its steps on it.
	function build(
		kind: 'in' | 'out',
		elements: readonly Element[],
		framesOf: ReadonlyArray< readonly Frame[] >,
		ats: readonly number[],
		hooks: LayerSceneHooks,
		ended: ( at: number ) => void
	): gsap.core.Timeline {
		const timeline = gsap.timeline();
		const callbacks = stepCallbacks( hooks, ended );
		setEach(
			elements,
			framesOf.map( ( frames ) => {
				const depth = perspectiveVars( frames, perspective );
				return kind === 'out'
					? depth
					: { ...frameVars( frames[ 0 ] ), ...depth };
			} )
		);
		elements.forEach( ( el, index ) => {
			const frames = framesOf[ index ];
			const at = ats[ index ];
			if ( kind === 'out' ) {
				addLayerSteps(
					timeline,
					el,
					frames,
					( frame ) => frameVars( frame ),
					{ at, from: 0 },
					callbacks
				);
				return;
			}
			// Worked out once per layer: its end state and what it clears.
			const final = finalVars( frames );
			const clears = clearsAtEnd( frames, final );
			addLayerSteps(
				timeline,
				el,
				// A lone frame is a start state that eases back to idle.
				frames.length > 1 ? frames.slice( 1 ) : [ {} ],
				( frame, isLast ) => ( {
					...( isLast ? final : frameVars( frame ) ),
					// An idle end leaves no inline transform, clip or filter behind.
					...( isLast && clears ? { clearProps: clears } : {} ),
				} ),
				{ at, from: 1 },
				callbacks
			);
		} );
		return timeline;
	}

	return { play };
}
