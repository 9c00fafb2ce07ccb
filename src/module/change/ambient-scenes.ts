import type { Motion } from '../../motion';
import type { SlideView } from '../../schema/slide-view';
import type { Emitter } from '../events/emitter';
import { slideElement } from './layer-scenes';

export interface AmbientSceneOptions {
	stage: Element;
	slides: readonly SlideView[];
	motion: Motion;
	emitter: Emitter;
	/** A slide's length in ms: a pan moves over it. */
	lengthOf: ( index: number ) => number;
}

/**
 * Starts the loop and pan scenes (spec section 4) of a slide as it is drawn:
 * each loop after its layer's in-scene, each pan over the slide's length. A
 * pan of the slide's background layer (subtype slidebg) moves the slide's
 * background image. The driver stops them when the layers reset or play out.
 *
 * @param options The stage, its slides and the driver.
 * @param index   The slide drawn.
 */
export function startAmbientScenes(
	options: AmbientSceneOptions,
	index: number
): void {
	const { stage, slides, motion, emitter } = options;
	const slideEl = slideElement( stage, index );
	const slide = slides[ index ];
	if ( ! slideEl || ! slide ) {
		return;
	}
	for ( const layer of slide.layers ) {
		const { loop, pan } = layer.tl;
		if ( ! loop?.frames.length && ! pan?.frames.length ) {
			continue;
		}
		const element = slideEl.querySelector(
			`[data-layer-id="${ CSS.escape( String( layer.id ) ) }"]`
		);
		if ( loop && element ) {
			const detail = {
				slide: { index, id: slide.id },
				layer: layer.id,
				element,
				scene: 'loop' as const,
			};
			motion.loop?.( element, loop, {
				onFrameRepeat: ( frame ) =>
					emitter.emit( 'framerepeated', { ...detail, frame } ),
			} );
		}
		const target =
			layer.subtype === 'slidebg'
				? ( slideEl.querySelector( '.stagecraft-module__bg' ) ??
					element )
				: element;
		if ( pan && target ) {
			motion.pan?.( target, pan, options.lengthOf( index ) );
		}
	}
}
