import type { SlideView } from '../../schema/slide';
import type { NormaliseContext } from './context';
import { cleanSrcset } from '../../schema/url';
import { gridCount } from './grid';
import { uniqueLayerIds } from './ids';
import { normaliseLayerView } from './layer';
import { plainParams, plainText } from './text';

/**
 * Rules on the slide's own fields, shared by the view and the full slide (module.ts).
 *
 * @param slide The slide.
 * @param ctx   The module's context.
 */
export function slideFields< T extends SlideView >(
	slide: T,
	ctx: NormaliseContext
): T {
	const { trans } = slide.slideshow;
	const grid = ( count: number | undefined ) =>
		count === undefined ? undefined : gridCount( count, ctx.canvasWidth );
	const image = slide.bg.image;
	return {
		...slide,
		bg: image?.srcset
			? {
					...slide.bg,
					image: { ...image, srcset: cleanSrcset( image.srcset ) },
				}
			: slide.bg,
		description:
			slide.description === undefined
				? undefined
				: plainText( slide.description ),
		params: slide.params && plainParams( slide.params ),
		slideshow: trans
			? {
					...slide.slideshow,
					trans: {
						...trans,
						cols: grid( trans.cols ),
						rows: grid( trans.rows ),
					},
				}
			: slide.slideshow,
	};
}

/**
 * A slide as the visitor runtime reads it: its text made plain, grid counts
 * bounded, unique layer ids and the view's layer rules.
 *
 * @param slide The slide.
 * @param ctx   The module's context.
 */
export function normaliseSlideView(
	slide: SlideView,
	ctx: NormaliseContext
): SlideView {
	const next = slideFields( slide, ctx );
	return {
		...next,
		layers: uniqueLayerIds( next.layers ).map( ( layer ) =>
			normaliseLayerView( layer, ctx )
		),
	};
}
