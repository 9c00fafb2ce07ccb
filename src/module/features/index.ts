import { FEATURE_IMPORTS } from './imports';
import { createFeatureRegistry, featureNames } from './registry';
import type { FeatureRegistry } from './registry';

export { featuresOf } from './needs';
export { resourceServices } from './services';
export { createFeatureRegistry, featureNames } from './registry';
export type {
	FeatureImports,
	FeatureName,
	FeatureRegistry,
	LoadedFeatures,
} from './registry';
export { FEATURE_IMPORTS } from './imports';
export type { FeatureModules } from './imports';

/**
 * The features the server names for a module (its data-stagecraft-features hint).
 *
 * @param root The module's root element.
 */
export const hintedFeatures = ( root: HTMLElement ) =>
	featureNames( root.dataset.stagecraftFeatures, FEATURE_IMPORTS );

let page: FeatureRegistry | null = null;

/** The page's registry: every module on the page shares its chunks. */
export function pageFeatures(): FeatureRegistry {
	page ??= createFeatureRegistry( FEATURE_IMPORTS );
	return page;
}
