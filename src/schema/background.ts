import * as z from 'zod/mini';
import { group, num, obj, oneOf, str } from './base';
import { backgroundViewShape } from './image';
import { mediaSchema } from './media';

/** Background overlay: a pattern id (1..16), its colours and opacity. */
export const overlaySchema = obj( {
	pattern: z.optional( z.int().check( z.minimum( 1 ), z.maximum( 16 ) ) ),
	c: str(),
	bgc: str(),
	o: z.optional( z.number().check( z.minimum( 0 ), z.maximum( 1 ) ) ),
	size: num(),
} );

/** Background of a module, slide or layer: colour, image, video and overlay. */
export const backgroundSchema = group( {
	...backgroundViewShape,
	// How the image fills its box.
	fit: oneOf( [ 'cover', 'contain', 'auto', 'percentage' ] ),
	pos: str(),
	repeat: str(),
	video: z.optional( mediaSchema ),
	overlay: z.optional( overlaySchema ),
} );

export type Background = z.infer< typeof backgroundSchema >;
export type Overlay = z.infer< typeof overlaySchema >;
