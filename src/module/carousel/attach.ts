// In the runtime's own bundle: only hands a carousel module to the carousel chunk.
import type { Motion } from '../../motion';
import type { EventStore } from '../events/store';
import type { LoadedFeatures } from '../features/registry';
import type { PreparedModule } from '../prepare';
import type { ModuleHandle } from '../types';
import type { CarouselFeature } from './index';

export type { CarouselFeature } from './index';

/**
 * The carousel of a module, when it is one and its chunk loaded (otherwise it shows as a
 * slider, one slide at a time). It is destroyed with the module's event store.
 *
 * @param features The module's loaded features.
 * @param handle   The module: its element, and goTo for the slides a drag settles on.
 * @param module   The prepared module.
 * @param motion   The motion driver (reduced motion).
 * @param store    The module's event store.
 */
export function carouselOf(
	features: LoadedFeatures,
	handle: ModuleHandle,
	module: PreparedModule,
	motion: Motion,
	store: EventStore
): CarouselFeature | null {
	const root = handle.element;
	const stage = root.querySelector< HTMLElement >(
		'.stagecraft-module__stage'
	);
	if (
		module.settings.type !== 'carousel' ||
		! features.carousel ||
		! stage
	) {
		return null;
	}
	return features.carousel.createCarousel( {
		root,
		stage,
		module,
		reducedMotion: motion.reducedMotion(),
		editMode: root.dataset.stagecraftEdit === 'true',
		request: handle.goTo,
		store,
	} );
}
