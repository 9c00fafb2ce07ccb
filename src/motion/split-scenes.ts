import type { Frame } from '../schema';
import { DEFAULT_STAGGER_MS } from '../schema/constants';
import type { SceneEffects } from './effects';
import { splitKinds } from './splits';
import type { SplitTexts } from './splits';
import { playIn, playOut, seconds, setResting } from './timelines';
import type { FrameHooks, StepDefaults } from './timelines';

// In and out scenes of split text layers: the frames play on the units, one after another
// (spec section 9: stagger 75 ms unless the layer sets its own).

type RunScene = (
	elements: readonly Element[],
	run: ( motionOn: boolean, done: () => void ) => void
) => Promise< void >;

export interface SplitSceneDeps {
	splits: SplitTexts;
	/** The driver's scene: made in its context, finished under reduced motion. */
	scene: RunScene;
	/** The in-scene on the layer itself, when its split cannot load. */
	plainIn: (
		el: Element,
		frames: readonly Frame[],
		hooks: FrameHooks
	) => Promise< void >;
	perspective: number;
	/** Motion is on and the driver not destroyed. */
	live: () => boolean;
}

/**
 * Each unit's delay: its place in order (a line's pieces share one) times the stagger.
 *
 * @param effects The layer's timelines (its split's stagger `s`).
 * @param order   Each unit's place.
 */
export function staggerOf(
	effects: SceneEffects,
	order: readonly number[]
): NonNullable< StepDefaults[ 'stagger' ] > {
	const step = effects.split?.s ?? DEFAULT_STAGGER_MS;
	return ( index ) => seconds( ( order[ index ] ?? index ) * step );
}

export function createSplitScenes( deps: SplitSceneDeps ) {
	const { splits, scene, perspective } = deps;
	return {
		/**
		 * Splits the layer and plays the in-scene on its units. The layer stays hidden while
		 * the chunk loads, so its text never shows whole and then jumps to the start.
		 *
		 * @param el      The text layer.
		 * @param frames  The in-scene, effects folded in.
		 * @param hooks   Frame events.
		 * @param effects The layer's timelines.
		 */
		async playIn(
			el: HTMLElement,
			frames: readonly Frame[],
			hooks: FrameHooks,
			effects: SceneEffects
		): Promise< void > {
			const visibility = el.style.visibility;
			el.style.visibility = 'hidden';
			const split = await splits.split( el, splitKinds( effects.split ) );
			el.style.visibility = visibility;
			if ( ! split || ! deps.live() ) {
				splits.revert( el );
				return deps.plainIn( el, frames, hooks );
			}
			splits.busy( el, true );
			splits.resting( el, ( units ) => setResting( units, frames ) );
			await scene( [ el, ...split.units ], ( motionOn, done ) => {
				if ( motionOn ) {
					playIn( split.units, frames, hooks, done, perspective, {
						stagger: staggerOf( effects, split.order ),
					} );
				} else {
					setResting( split.units, frames );
					done();
				}
			} );
			splits.busy( el, false );
		},
		/**
		 * The out-scene on a split layer's units; null when the layer is not split.
		 *
		 * @param el      The text layer.
		 * @param frames  The out-scene, effects folded in.
		 * @param hooks   Frame events.
		 * @param effects The layer's timelines.
		 */
		playOut(
			el: Element,
			frames: readonly Frame[],
			hooks: FrameHooks,
			effects: SceneEffects
		): Promise< void > | null {
			const split = splits.of( el );
			if ( ! split ) {
				return null;
			}
			splits.busy( el, true );
			return scene( [ el, ...split.units ], ( motionOn, done ) =>
				motionOn
					? playOut( split.units, frames, hooks, done, perspective, {
							stagger: staggerOf( effects, split.order ),
						} )
					: done()
			);
		},
	};
}
