import { DEVICE_LEVELS } from './constants';

/**
 * Spreads a stored responsive value over the five device levels. A single
 * value applies to every level; a level without a valid value inherits the
 * one above it (the next larger device), the usual responsive rule.
 *
 * @param value    What the data holds: a value, a shorter array or nothing.
 * @param fallback The five defaults, used when no entry is valid.
 * @param isItem   Whether an entry is a valid value.
 */
export function spreadLevels< T >(
	value: unknown,
	fallback: readonly T[],
	isItem: ( item: unknown ) => item is T
): T[] {
	const given: unknown[] = Array.isArray( value ) ? value : [ value ];
	const first = given.find( isItem );
	if ( first === undefined ) {
		return [ ...fallback ];
	}
	let last: T = first;
	return DEVICE_LEVELS.map( ( _level, index ) => {
		const item = given[ index ];
		last = isItem( item ) ? item : last;
		return last;
	} );
}
