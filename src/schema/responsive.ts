import * as z from 'zod/mini';
import { DEVICE_LEVELS } from './constants';
import { spreadLevels } from './levels';

// Zod-free, for the visitor's shape reader (src/module/normalise/shape.ts) too.
export { spreadLevels };

const LEVELS = DEVICE_LEVELS.length;

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
