import type { Id } from '../../schema/base';

/** Suffix of a renamed duplicate layer id (spec section 5). */
export const DUPLICATE_ID_SUFFIX = '_DBL_';

/**
 * Gives every layer of a slide a unique id: a repeated id gets _DBL_ plus
 * the lowest number not yet taken ('5' again becomes '5_DBL_1').
 *
 * @param layers The slide's layers.
 */
export function uniqueLayerIds< T extends { id: Id } >(
	layers: readonly T[]
): T[] {
	const seen = new Set( [] as string[] );
	return layers.map( ( layer ) => {
		const id = String( layer.id );
		if ( ! seen.has( id ) ) {
			seen.add( id );
			return layer;
		}
		let n = 1;
		while ( seen.has( `${ id }${ DUPLICATE_ID_SUFFIX }${ n }` ) ) {
			n++;
		}
		const unique = `${ id }${ DUPLICATE_ID_SUFFIX }${ n }`;
		seen.add( unique );
		return { ...layer, id: unique };
	} );
}
