import * as z from 'zod/mini';
import { num, obj, str } from './base';

/** Background overlay: a pattern id (1..16), its colours and opacity. */
export const overlaySchema = obj( {
	pattern: z.optional( z.int().check( z.minimum( 1 ), z.maximum( 16 ) ) ),
	c: str(),
	bgc: str(),
	o: z.optional( z.number().check( z.minimum( 0 ), z.maximum( 1 ) ) ),
	size: num(),
} );

export type Overlay = z.infer< typeof overlaySchema >;
