import { sharedImageLoader } from '../../loaders/images';
import type { ImageLoader } from '../../loaders/images';
import type { SlideView } from '../../schema/slide-view';

/** Adjacent slides load after the current slide's images (priority 2). */
export const ADJACENT_SLIDE_PRIORITY = 1;

/** An image a slide shows first: its URL, and the srcset and sizes its <img> has. */
export interface SlideImage {
	src: string;
	srcset?: string;
	sizes?: string;
}

/**
 * The images a slide shows first: its background and its image layers.
 * @param slide
 */
export function slideImages( slide: SlideView ): SlideImage[] {
	const { image } = slide.bg;
	const images: SlideImage[] = image?.src ? [ image ] : [];
	for ( const layer of slide.layers ) {
		if ( layer.type === 'image' && layer.content.src ) {
			const { src, srcset, sizes } = layer.content;
			images.push( { src, srcset, sizes } );
		}
	}
	return images;
}

/**
 * Warms the browser cache for the slides next to the current one, so a
 * change never waits for its images. Returns the URLs requested this time.
 *
 * @param slides  All slides.
 * @param indexes Slides to preload.
 * @param seen    URLs already requested (kept by the caller).
 * @param images  The image loader (at most 5 at once, cached, retried once).
 */
export function preloadSlides(
	slides: readonly SlideView[],
	indexes: readonly number[],
	seen: Set< string >,
	images: ImageLoader = sharedImageLoader()
): string[] {
	const fresh: string[] = [];
	for ( const index of indexes ) {
		const slide = slides[ index ];
		for ( const { src, srcset, sizes } of slide
			? slideImages( slide )
			: [] ) {
			if ( ! seen.has( src ) ) {
				seen.add( src );
				fresh.push( src );
				void images.load( src, {
					priority: ADJACENT_SLIDE_PRIORITY,
					srcset,
					sizes,
				} );
			}
		}
	}
	return fresh;
}
