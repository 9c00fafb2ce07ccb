import type { ResourceServices } from '../lifecycle';
import type { LoadedFeatures } from './registry';

/**
 * The loaders a module's features brought: fonts need the resource loader for stylesheets.
 *
 * @param features The module's loaded features.
 */
export function resourceServices( features: LoadedFeatures ): ResourceServices {
	const resources = features.resources?.sharedResourceLoader();
	return {
		resources,
		fonts: resources && features.fonts?.sharedFontLoader( resources ),
	};
}
