import * as z from 'zod/mini';
import { DEVICE_LEVELS } from './constants';

const LEVELS = DEVICE_LEVELS.length;

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

/**
 * A value per device level (largedesktop, desktop, notebook, tablet, mobile):
 * always five entries after parsing, and stored canonically as five.
 *
 * @param item     Schema of one entry.
 * @param fallback The five defaults.
 */
export function responsive< T extends z.core.$ZodType >(
	item: T,
	fallback: ReadonlyArray< z.output< T > >
) {
	const isItem = ( value: unknown ): value is z.output< T > =>
		value !== undefined && z.safeParse( item, value ).success;
	return z._default(
		z.pipe(
			z.transform( ( value: unknown ): unknown =>
				spreadLevels( value, fallback, isItem )
			),
			z.array( item ).check( z.length( LEVELS ) )
		),
		() => [ ...fallback ]
	);
}

/**
 * Five equal defaults.
 *
 * @param value The default of every level.
 */
export const same = < const T >( value: T ): T[] =>
	Array.from( { length: LEVELS }, () => value );
