import * as z from 'zod/mini';
import { bool, group, num, oneOfOr, str } from '../base';
import { same, spreadLevels } from '../responsive';

/**
 * A carousel value per device level (largedesktop … mobile). Unlike `responsive()`, a single
 * value stays valid input (older modules and the page sliders store one number for every
 * level); both shapes parse to five entries.
 *
 * @param item     Schema of one entry.
 * @param fallback The default of every level.
 */
function perLevel< T extends number | boolean | string >(
	item: z.ZodMiniType< T, T >,
	fallback: T
) {
	const isItem = ( value: unknown ): value is T =>
		z.safeParse( item, value ).success;
	return z._default(
		z.pipe(
			z.union( [ item, z.array( item ).check( z.maxLength( 5 ) ) ] ),
			z.transform( ( value: T | T[] ): T[] =>
				spreadLevels( value, same( fallback ), isItem )
			)
		),
		() => same( fallback )
	);
}

/** Carousel (spec section 3); limits are applied by normalisation. */
export const carouselSchema = group( {
	// Spec section 1: a carousel runs horizontally or vertically (up and down
	// keys and vertical swipes change its slides).
	direction: oneOfOr( [ 'horizontal', 'vertical' ], 'horizontal' ),
	// Visible slides and the space between them (px), per device level.
	maxV: perLevel( z.int().check( z.positive() ), 3 ),
	space: perLevel( z.number(), 0 ),
	// Slides keep their own widths, stretch to their slots, per device level.
	justify: perLevel( z.boolean(), false ),
	stretch: perLevel( z.boolean(), false ),
	spin: oneOfOr( [ 'off', '2d', '3d' ], 'off' ),
	// Spin angle between neighbours, degrees.
	spinA: num(),
	// Minimum scale of the side slides, %.
	scale: z._default(
		z.number().check( z.minimum( 0 ), z.maximum( 100 ) ),
		50
	),
	rotation: num(),
	opacity: num(),
	snap: z._default( z.boolean(), true ),
	infinity: z._default( z.boolean(), false ),
	// Where the focused slide sits, per device level; an unknown value is centred, as
	// before it was per level.
	align: z.catch(
		perLevel( z.enum( [ 'left', 'center', 'right' ] ), 'center' ),
		() => same( 'center' as const )
	),
	dur: z._default( z.number().check( z.nonnegative() ), 800 ),
	ease: z._default( z.string(), 'power3.inOut' ),
	showAllLayers: z.optional(
		z.union( [ z.boolean(), z.enum( [ 'all', 'individual' ] ) ] )
	),
} );

/** Progress bar. */
export const progressBarSchema = group( {
	set: bool(),
	type: oneOfOr( [ 'horizontal', 'vertical', 'cw', 'ccw' ], 'horizontal' ),
	// Progress of the current slide, or of the whole slideshow.
	base: oneOfOr( [ 'slide', 'whole' ], 'slide' ),
	size: num(),
	radius: num(),
	color: str(),
	bg: str(),
	gap: num(),
	gapColor: str(),
	// Where it sits, e.g. 'top', 'bottom', 'left', 'right' or 'center'.
	position: str(),
	x: num(),
	y: num(),
} );

export type Carousel = z.infer< typeof carouselSchema >;
export type ProgressBar = z.infer< typeof progressBarSchema >;
