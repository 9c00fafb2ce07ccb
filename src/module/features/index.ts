import { FEATURE_IMPORTS } from './imports';
import { createFeatureRegistry } from './registry';
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

let page: FeatureRegistry | null = null;

/** The page's registry: every module on the page shares its chunks. */
export function pageFeatures(): FeatureRegistry {
	page ??= createFeatureRegistry( FEATURE_IMPORTS );
	return page;
}
