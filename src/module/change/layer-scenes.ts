import type { LayerSceneHooks, Motion } from '../../motion';
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
			// An attribute read, not dataset: that keeps a DOMStringMap per layer element.
			( layer ) => [ layer.getAttribute( 'data-layer-id' ), layer ]
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
		const slide = ref( index );
		const ids = layers.map( ( { layer } ) => layer.id );
		const elements = layers.map( ( { element } ) => element );
		motion.prime( elements );
		// Each event's detail is made as it is sent: nothing per layer waits with the scene.
		const detailOf = ( at: number ) => ( {
			slide,
			layer: ids[ at ],
			element: elements[ at ],
			scene,
		} );
		const hooks: LayerSceneHooks = {
			onStart: ( at ) => emitter.emit( start, detailOf( at ) ),
			onFrameStart: ( at, frame ) =>
				emitter.emit( 'framestarted', { ...detailOf( at ), frame } ),
			onFrameEnd: ( at, frame ) =>
				emitter.emit( 'frameended', { ...detailOf( at ), frame } ),
			onFrameRepeat: ( at, frame ) =>
				emitter.emit( 'framerepeated', { ...detailOf( at ), frame } ),
			// Per tick: sent only while an API handler listens.
			...( emitter.has( 'update' )
				? {
						onUpdate: ( at: number, frame: number ) =>
							emitter.emit( 'update', {
								...detailOf( at ),
								frame,
							} ),
					}
				: {} ),
			onEnd: ( at ) => emitter.emit( end, detailOf( at ) ),
		};
		const scenes = layers.map( ( { layer, element } ) => ( {
			el: element,
			frames: layer.tl[ scene ]?.frames ?? [],
			effects: layer.tl,
			loops: Boolean( layer.tl.loop?.frames.length ),
		} ) );
		// One timeline for the slide's layers.
		return motion.playLayers(
			scene === 'in' ? 'in' : 'out',
			scenes,
			hooks
		);
	}

	return { ref, layersOf, play };
}
