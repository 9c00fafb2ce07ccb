/** The value that means "not set" (spec section 5: values equal to unset are ignored). */
export const UNSET = 'unset';

/**
 * A copy of raw module data without 'unset' values: object keys holding it
 * are dropped and array entries become undefined, so defaults and the
 * responsive inheritance apply instead. Runs before validation.
 *
 * @param value Raw data.
 */
export function dropUnset( value: unknown ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( ( item ) =>
			item === UNSET ? undefined : dropUnset( item )
		);
	}
	if ( typeof value === 'object' && value !== null ) {
		const copy: Record< string, unknown > = {};
		for ( const [ key, item ] of Object.entries( value ) ) {
			if ( item !== UNSET ) {
				copy[ key ] = dropUnset( item );
			}
		}
		return copy;
	}
	return value;
}
