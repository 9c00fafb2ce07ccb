/** The value that means "not set" (spec section 5: values equal to unset are ignored). */
export const UNSET = 'unset';

/**
 * Raw module data without 'unset' values: object keys holding it are dropped and array entries
 * become undefined, so defaults and the responsive inheritance apply instead. Runs before
 * validation. Copy on write: a part with no 'unset' in it comes back as it is, not copied (the
 * server writes few of them; copying every layer's data cost a 500-layer slide 8 ms). Neither
 * the input nor the result is changed afterwards: the readers build their own objects.
 *
 * @param value Raw data.
 */
export function dropUnset( value: unknown ): unknown {
	if ( Array.isArray( value ) ) {
		let copy: unknown[] | null = null;
		for ( let index = 0; index < value.length; index++ ) {
			const item: unknown = value[ index ];
			const next = item === UNSET ? undefined : dropUnset( item );
			if ( next !== item ) {
				copy ??= value.slice( 0, index );
			}
			if ( copy ) {
				copy[ index ] = next;
			}
		}
		return copy ?? value;
	}
	if ( typeof value === 'object' && value !== null ) {
		const record = value as Record< string, unknown >;
		const keys = Object.keys( record );
		let kept: Array< [ string, unknown ] > | null = null;
		for ( let index = 0; index < keys.length; index++ ) {
			const key = keys[ index ];
			const item = record[ key ];
			const dropped = item === UNSET;
			const next = dropped ? undefined : dropUnset( item );
			if ( ( dropped || next !== item ) && ! kept ) {
				kept = keys
					.slice( 0, index )
					.map( ( before ) => [ before, record[ before ] ] );
			}
			if ( kept && ! dropped ) {
				kept.push( [ key, next ] );
			}
		}
		// fromEntries defines each key: a "__proto__" key stays data.
		return kept ? Object.fromEntries( kept ) : value;
	}
	return value;
}
