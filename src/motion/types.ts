import type { Frame, Scene } from '../schema';
import type { SceneEffects } from './effects';
import type { MotionPreview, PreviewScene } from './preview';
import type { FrameHooks } from './timelines';
import type { TransitionParts } from './transitions';
import type { MotionVars } from './frames';
import type { LayerScene, LayerSceneHooks } from './slide-scenes';

export interface Motion {
	/**
	 * Plays an in-scene; resolves when it ends, or at once without motion. The layer's
	 * mask and filter (its timelines) reveal with it.
	 */
	animateIn: (
		el: Element,
		frames: readonly Frame[],
		hooks?: FrameHooks,
		effects?: SceneEffects
	) => Promise< void >;
	/**
	 * Plays an out-scene from the current state, pausing the loops and pans of the slide;
	 * skipped under reduced motion.
	 */
	animateOut: (
		el: Element,
		frames: readonly Frame[],
		hooks?: FrameHooks,
		effects?: SceneEffects
	) => Promise< void >;
	/**
	 * Plays the in or out scenes of a slide's layers as animateIn/animateOut would, each, with
	 * their events by the layer's place in the list, on one timeline for the slide; resolves
	 * once all have ended.
	 */
	playLayers: (
		scene: 'in' | 'out',
		layers: readonly LayerScene[],
		hooks?: LayerSceneHooks
	) => Promise< void >;
	/**
	 * Starts a loop scene once the element's in-scene has ended; it runs until the element
	 * is reset or plays again. Nothing under reduced motion. Optional, like preview: a
	 * driver may play no ambient scenes.
	 */
	loop?: (
		el: Element,
		scene: Scene,
		hooks?: FrameHooks,
		options?: AmbientOptions
	) => void;
	/** Starts a pan (Ken Burns) scene over a slide's length. Nothing under reduced motion. */
	pan?: (
		el: Element,
		scene: Scene,
		lengthMs: number,
		options?: AmbientOptions
	) => void;
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

/** Loops and pans of actions and global layers go on when their slide starts another scene. */
export interface AmbientOptions {
	keep?: boolean;
}

/** A hover state: motion plus colours. */
export interface HoverVars extends MotionVars {
	color?: string;
	backgroundColor?: string;
}

export interface MotionOptions {
	/** The module element: the GSAP context's scope; its window scrolls. */
	root?: Element;
	/** Perspective for layer rotation in 3D (module general.perspective; 600). */
	perspective?: number;
	/** Isometric modules rotate layers without perspective. */
	perspectiveType?: string;
}

export type { SceneEffects };
export type { FrameHooks, MotionPreview, PreviewScene };
export type { LayerScene, LayerSceneHooks };
