import type { Motion } from '../../motion';
import type { SlideView } from '../../schema/slide-view';
import { inStaticRange } from './range';

export interface StaticScenes {
	/** The current slide changed (or was first drawn): layers entering their range play in. */
	show: ( current: number ) => void;
}

/**
 * The scenes of global (static) layers (spec section 4): a layer plays its in-scene as it
 * comes into its range and then stays, its loops going on through slide changes (loops of
 * global layers are kept when their slide starts another scene); leaving its range, it is
 * reset (the renderer has hidden it).
 *
 * @param stage        The element holding the slides.
 * @param staticSlides The module's global slides.
 * @param total        How many slides the module has.
 * @param motion       The motion driver.
 */
export function createStaticScenes(
	stage: Element,
	staticSlides: readonly SlideView[],
	total: number,
	motion: Motion
): StaticScenes {
	const playing = new Set< Element >();
	return {
		show( current ) {
			for ( const slide of staticSlides ) {
				const slideEl = stage.querySelector(
					`[data-static-slide="${ CSS.escape( String( slide.id ) ) }"]`
				);
				for ( const layer of slide.layers ) {
					const el = slideEl?.querySelector(
						`[data-layer-id="${ CSS.escape( String( layer.id ) ) }"]`
					);
					if ( ! el ) {
						continue;
					}
					const shown = inStaticRange( layer, current, total );
					if ( shown && ! playing.has( el ) ) {
						playing.add( el );
						void motion.animateIn(
							el,
							layer.tl.in?.frames ?? [],
							{},
							layer.tl
						);
						if ( layer.tl.loop ) {
							motion.loop?.(
								el,
								layer.tl.loop,
								{},
								{ keep: true }
							);
						}
					} else if ( ! shown && playing.has( el ) ) {
						playing.delete( el );
						motion.reset( el );
					}
				}
			}
		},
	};
}
