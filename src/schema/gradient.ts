import * as z from 'zod/mini';
import { num, obj, oneOfOr } from './base';

/** One colour stop: position 0..100 and rgba channels. */
export const gradientStopSchema = obj( {
	p: z.number().check( z.minimum( 0 ), z.maximum( 100 ) ),
	r: z.int().check( z.minimum( 0 ), z.maximum( 255 ) ),
	g: z.int().check( z.minimum( 0 ), z.maximum( 255 ) ),
	b: z.int().check( z.minimum( 0 ), z.maximum( 255 ) ),
	a: z._default( z.number().check( z.minimum( 0 ), z.maximum( 1 ) ), 1 ),
} );

/** Gradient of spec section 3; the helper builds the CSS from it. */
export const gradientSchema = obj( {
	type: oneOfOr( [ 'linear', 'radial', 'solid' ], 'linear' ),
	angle: num(),
	colors: z._default( z.array( gradientStopSchema ), [] ),
	strength: z._default( z.number(), 100 ),
	easing: z._default( z.string(), 'none' ),
} );

export type GradientStop = z.infer< typeof gradientStopSchema >;
export type Gradient = z.infer< typeof gradientSchema >;
