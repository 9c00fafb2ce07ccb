import { sharedImageLoader } from '../../loaders/images';
import type { ImageLoader } from '../../loaders/images';
import type { EventStore } from '../events/store';
import { watchSlideImages } from './images';
import { moduleResources, waitForResources } from './resources';
import type { ResourceServices } from './resources';
import { waitForContainer } from './wait';
import type { Wait } from './wait';

export { reportZeroParent } from './wait';

/** The element a module's slides render into. */
export const STAGE_SELECTOR = '.stagecraft-module__stage';

/**
 * Spec section 4: initialisation waits for the module's resources (its fonts
 * and its add-ons' scripts and styles) and for its container. Either may
 * give up (logged); the module then goes on with what it has.
 *
 * @param root     The module element.
 * @param alias    The module's alias, for messages.
 * @param raw      The reply as loaded (settings.fonts).
 * @param addOns   The reply's add-on resource URLs.
 * @param services The loaders (the page's shared ones by default).
 * @param store    The module's event store.
 */
export function waitForModule(
	root: HTMLElement,
	alias: string,
	raw: unknown,
	addOns: Record< string, string | string[] >,
	services?: ResourceServices,
	store?: EventStore
): Wait< void > {
	const waits = [
		waitForResources( moduleResources( raw, addOns ), services, store ),
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
 * cannot be loaded. (Gradients are part of the render: src/react/background.ts.)
 *
 * @param stage  The element holding the mounted slides.
 * @param store  The module's event store.
 * @param images The page's image loader.
 */
export function decorateStage(
	stage: HTMLElement,
	store?: EventStore,
	images: ImageLoader = sharedImageLoader()
): { destroy: () => void } {
	return watchSlideImages( stage, images, store );
}
