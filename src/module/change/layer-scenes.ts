import type { Motion } from '../../motion';
import type { SlideView } from '../../schema/slide-view';
import type { Emitter } from '../events/emitter';
import type { SceneName, SlideRefDetail } from '../events/types';

export function slideElement(
	stage: Element,
	index: number
): HTMLElement | null {
	return stage.querySelector< HTMLElement >(
		`[data-slide-index="${ index }"]`
	);
}

/**
 * A drawn slide's layers, each with its element (the ones not drawn are left out).
 *
 * @param stage  The stage.
 * @param slides The slides.
 * @param index  The slide.
 */
export function slideLayers(
	stage: Element,
	slides: readonly SlideView[],
	index: number
) {
	const el = slideElement( stage, index );
	const elements = new Map(
		Array.from(
			el?.querySelectorAll< HTMLElement >( '[data-layer-id]' ) ?? [],
			( layer ) => [ layer.dataset.layerId, layer ]
		)
	);
	return slides[ index ].layers.flatMap( ( layer ) => {
		const element = elements.get( String( layer.id ) );
		return element ? [ { layer, element } ] : [];
	} );
}

export interface LayerSceneDeps {
	stage: Element;
	slides: readonly SlideView[];
	motion: Motion;
	emitter: Emitter;
}

/**
 * A slide's layer scenes with their events (spec section 4), one way for the slider's and the
 * carousel's slide changes: enterstage/leavestage as each layer's scene starts, frame events
 * while it plays, enteredstage/leftstage when it ends.
 *
 * @param deps Stage, slides, motion and events.
 */
export function createLayerScenes( deps: LayerSceneDeps ) {
	const { stage, slides, motion, emitter } = deps;

	const ref = ( index: number ): SlideRefDetail => ( {
		index,
		id: slides[ index ].id,
	} );

	// Layer ids repeat across slides, so elements are looked up per slide, by value.
	const layersOf = ( index: number ) => slideLayers( stage, slides, index );

	function play( index: number, scene: SceneName ): Promise< void > {
		const [ start, end ] =
			scene === 'in'
				? ( [ 'enterstage', 'enteredstage' ] as const )
				: ( [ 'leavestage', 'leftstage' ] as const );
		const layers = layersOf( index );
		motion.prime( layers.map( ( { element } ) => element ) );
		return Promise.all(
			// Not an async function per layer: each pending one kept a generator, its bound steps and a
			// promise (the build targets browsers without native async), for hundreds of layers at once.
			layers.map( ( { layer, element } ) => {
				const detail = {
					slide: ref( index ),
					layer: layer.id,
					element,
					scene,
				};
				const frames = layer.tl[ scene ]?.frames ?? [];
				emitter.emit( start, detail );
				const hooks = {
					onFrameStart: ( frame: number ) =>
						emitter.emit( 'framestarted', { ...detail, frame } ),
					onFrameEnd: ( frame: number ) =>
						emitter.emit( 'frameended', { ...detail, frame } ),
					onFrameRepeat: ( frame: number ) =>
						emitter.emit( 'framerepeated', { ...detail, frame } ),
					// Per tick: sent only while an API handler listens.
					...( emitter.has( 'update' )
						? {
								onUpdate: ( frame: number ) =>
									emitter.emit( 'update', {
										...detail,
										frame,
									} ),
							}
						: {} ),
				};
				return (
					scene === 'in'
						? motion.animateIn( element, frames, hooks, layer.tl )
						: motion.animateOut( element, frames, hooks, layer.tl )
				).then( () => emitter.emit( end, detail ) );
			} )
		).then( () => undefined );
	}

	return { ref, layersOf, play };
}
