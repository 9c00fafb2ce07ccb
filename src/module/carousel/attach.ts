// In the runtime's own bundle: only hands a carousel module to the carousel chunk.
import type { LoadedFeatures } from '../features/registry';
import type { CarouselFeature, CarouselOptions } from './index';

/**
 * The carousel of a module, when it is one and its chunk loaded (otherwise it shows as a
 * slider, one slide at a time).
 *
 * @param features      The module's loaded features.
 * @param options       The module, its stage and how it changes slides.
 * @param reducedMotion Whether the visitor asked for reduced motion.
 */
export function carouselOf(
	features: LoadedFeatures,
	options: Omit< CarouselOptions, 'reducedMotion' >,
	reducedMotion: boolean
): CarouselFeature | null {
	return options.module.settings.type === 'carousel' && features.carousel
		? features.carousel.createCarousel( { ...options, reducedMotion } )
		: null;
}
