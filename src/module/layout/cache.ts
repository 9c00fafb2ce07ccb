/** Spec section 9: the dimension cache keeps 10 entries. */
export const DIMENSION_CACHE_SIZE = 10;

export interface DimensionCache< T > {
	get: ( key: string, compute: () => T ) => T;
	readonly size: number;
	clear: () => void;
}

/**
 * A small least-recently-used cache of computed dimensions, so toggling
 * between a few window sizes (rotation, toolbars) does not recompute.
 *
 * @param limit Entries kept.
 */
export function createDimensionCache< T >(
	limit = DIMENSION_CACHE_SIZE
): DimensionCache< T > {
	const entries = new Map< string, T >();
	return {
		get( key, compute ) {
			if ( entries.has( key ) ) {
				const value = entries.get( key ) as T;
				// Re-inserting marks it as the most recent.
				entries.delete( key );
				entries.set( key, value );
				return value;
			}
			const value = compute();
			entries.set( key, value );
			if ( entries.size > limit ) {
				entries.delete( entries.keys().next().value as string );
			}
			return value;
		},
		get size() {
			return entries.size;
		},
		clear: () => entries.clear(),
	};
}
