// Features loaded on demand. Each feature is a chunk of its own (webpack's dynamic import
// with a named chunk), fetched only by pages whose modules use it, in parallel with the
// module data and always before the first slide is drawn. A later feature (transitions,
// carousel, media, actions, modals, streams) plugs in with one entry in FEATURE_IMPORTS
// (src/module/features/imports.ts) and one rule in featuresOf (./needs.ts).
import type { FeatureModules } from './imports';

export type FeatureName = keyof FeatureModules;

/** The features loaded so far, each as its module's exports. */
export type LoadedFeatures = {
	readonly [ K in FeatureName ]?: FeatureModules[ K ];
};

export type FeatureImports = {
	readonly [ K in FeatureName ]: () => Promise< FeatureModules[ K ] >;
};

export interface FeatureRegistry {
	/**
	 * Starts fetching features (each once; a failed one is tried again next time) and
	 * resolves with everything loaded by then. A feature that cannot be fetched is logged
	 * and left out: the module runs without it rather than not at all.
	 */
	load: ( names: Iterable< FeatureName > ) => Promise< LoadedFeatures >;
	/** What is loaded now. */
	loaded: () => LoadedFeatures;
}

/**
 * A registry over the given imports.
 *
 * @param imports One import per feature.
 */
export function createFeatureRegistry(
	imports: FeatureImports
): FeatureRegistry {
	const loaded: { [ K in FeatureName ]?: FeatureModules[ K ] } = {};
	const pending = new Map< FeatureName, Promise< void > >();

	function fetch< K extends FeatureName >( name: K ): Promise< void > {
		const known = pending.get( name );
		if ( known ) {
			return known;
		}
		const promise = imports[ name ]().then(
			( exports ) => {
				loaded[ name ] = exports;
			},
			( error: unknown ) => {
				pending.delete( name );
				// eslint-disable-next-line no-console
				console.error(
					`Stagecraft: the ${ name } feature could not be loaded`,
					error instanceof Error ? error.message : error
				);
			}
		);
		pending.set( name, promise );
		return promise;
	}

	return {
		load: ( names ) =>
			Promise.all( Array.from( new Set( names ), fetch ) ).then( () => ( {
				...loaded,
			} ) ),
		loaded: () => ( { ...loaded } ),
	};
}

/**
 * Feature names from a list such as the server's data-stagecraft-features attribute;
 * unknown names are ignored (a newer server, an older script).
 *
 * @param list    Names separated by spaces.
 * @param imports The known features.
 */
export function featureNames(
	list: string | undefined,
	imports: FeatureImports
): FeatureName[] {
	return ( list ?? '' )
		.split( /\s+/ )
		.filter( ( name ): name is FeatureName =>
			Object.prototype.hasOwnProperty.call( imports, name )
		);
}
