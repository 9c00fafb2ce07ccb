import { sharedImageLoader } from '../../loaders/images';
import type { ImageLoader } from '../../loaders/images';
import type { EventStore } from '../events/store';
import { watchSlideImages } from './images';
import { waitForResources } from './resources';
import type { ModuleResources, ResourceServices } from './resources';
import { waitForContainer } from './wait';
import type { Wait } from './wait';

export { reportZeroParent } from './wait';
export type { ModuleResources, ResourceServices } from './resources';

/** The element a module's slides render into. */
export const STAGE_SELECTOR = '.stagecraft-module__stage';

/**
 * Spec section 4: initialisation waits for the module's resources (its fonts
 * and its add-ons' scripts and styles) and for its container. Either may
 * give up (logged); the module then goes on with what it has.
 *
 * @param root     The module element.
 * @param alias    The module's alias, for messages.
 * @param needs    The module's fonts and add-on files (moduleResources).
 * @param services The loaders its features brought.
 * @param store    The module's event store.
 */
export function waitForModule(
	root: HTMLElement,
	alias: string,
	needs: ModuleResources,
	services: ResourceServices,
	store?: EventStore
): Wait< void > {
	const waits = [
		waitForResources( needs, services, store ),
		waitForContainer( root, STAGE_SELECTOR, alias, store ),
	];
	return {
		promise: Promise.all( waits.map( ( wait ) => wait.promise ) ).then(
			() => {}
		),
		destroy: () => waits.forEach( ( wait ) => wait.destroy() ),
	};
}

/**
 * What the loaders add to the mounted slides: the fallback of images that
 * cannot be loaded, reported to the stage view the renderer draws.
 * (Gradients are part of the render.)
 *
 * @param stage  The element holding the mounted slides.
 * @param failed Told each image file that failed (its normalised URL).
 * @param store  The module's event store.
 * @param images The page's image loader.
 */
export function decorateStage(
	stage: HTMLElement,
	failed: ( normalisedUrl: string ) => void,
	store?: EventStore,
	images: ImageLoader = sharedImageLoader()
): { destroy: () => void } {
	return watchSlideImages( stage, images, failed, store );
}
