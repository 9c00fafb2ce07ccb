import type { Filter } from '../../schema/frame';

/** Filter defaults; a filter is active only when it differs (spec section 5). */
export const FILTER_DEFAULTS = {
	blur: '0px',
	brightness: '100%',
	grayscale: '0%',
	sepia: '0%',
	invert: '0%',
} as const;

type FilterName = keyof typeof FILTER_DEFAULTS;

const NAMES = Object.keys( FILTER_DEFAULTS ) as FilterName[];

/**
 * Whether a filter value differs from its default; compared by number, so
 * 0, '0' and '0px' are all the default blur.
 *
 * @param name  Filter name.
 * @param value Stored value.
 */
export function isFilterActive(
	name: FilterName,
	value: string | number | undefined
): boolean {
	if ( value === undefined ) {
		return false;
	}
	const number = parseFloat( String( value ) );
	return (
		! Number.isFinite( number ) ||
		number !== parseFloat( FILTER_DEFAULTS[ name ] )
	);
}

/**
 * Only the active filters, or undefined when none is.
 *
 * @param filter Stored filter values.
 */
export function activeFilters(
	filter: Filter | undefined
): Filter | undefined {
	if ( ! filter ) {
		return undefined;
	}
	const active: Filter = {};
	for ( const name of NAMES ) {
		if ( isFilterActive( name, filter[ name ] ) ) {
			active[ name ] = filter[ name ];
		}
	}
	return Object.keys( active ).length ? active : undefined;
}
