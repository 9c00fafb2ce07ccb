import type { EventStore } from '../events/store';
import type { Font } from '../../schema/font';
import { RESOURCE_STATUS } from '../../schema/constants';
import type { FontLoader } from '../../loaders/fonts';
import { resourceKind } from '../../loaders/resource-kind';
import type { ResourceLoader } from '../../loaders/resources';
import { pollUntil } from './wait';
import type { Wait } from './wait';

/**
 * Spec section 4: initialisation retries every 19 ms or 49 ms. Fonts are
 * checked at the font test's 19 ms; add-on scripts and styles, which take
 * longer, at 49 ms. After the limit the module starts without them.
 */
export const RESOURCE_RETRY_FONTS = 19;
export const RESOURCE_RETRY_ADDONS = 49;
export const RESOURCE_RETRY_LIMIT = 100;

/** What a module needs before it draws: its fonts and its add-ons' files. */
export interface ModuleResources {
	fonts: Font[];
	urls: string[];
}

/** The loaders, from the fonts and resources features (absent when a module needs neither). */
export interface ResourceServices {
	fonts?: FontLoader;
	resources?: ResourceLoader;
}

/**
 * Starts loading a module's resources and waits until each is loaded or
 * failed, retrying every 19 ms while fonts are pending, then every 49 ms
 * for add-on files. Resolves true when all settled, false at the limit.
 *
 * @param needs   The module's resources.
 * @param loaders The loaders the module's features brought.
 * @param store   The module's event store.
 */
export function waitForResources(
	needs: ModuleResources,
	loaders: ResourceServices,
	store?: EventStore
): Wait< boolean > {
	const { fonts, resources } = loaders;
	// A loader whose feature could not be fetched counts as given up on.
	let fontsReady = needs.fonts.length === 0 || ! fonts;
	if ( ! fontsReady ) {
		void fonts?.load( needs.fonts ).then( () => {
			fontsReady = true;
		} );
	}
	const urls = resources ? needs.urls : [];
	void resources?.loadScripts(
		urls.filter( ( url ) => resourceKind( url ) === 'script' )
	);
	urls.filter( ( url ) => resourceKind( url ) === 'style' ).forEach(
		( url ) => void resources?.load( url, 'style' )
	);
	const settled = () =>
		urls.every(
			( url ) =>
				( resources?.get( url )?.status ?? RESOURCE_STATUS.failed ) >=
				RESOURCE_STATUS.loaded
		);
	return pollUntil( () => fontsReady && settled(), {
		interval: () =>
			fontsReady ? RESOURCE_RETRY_ADDONS : RESOURCE_RETRY_FONTS,
		limit: RESOURCE_RETRY_LIMIT,
		store,
	} );
}
