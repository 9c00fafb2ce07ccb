import * as z from 'zod/mini';

// zod/mini keeps the front-end bundle small: only the validators used are bundled.
const ms = () => z.optional( z.number().check( z.nonnegative() ) );

/** One keyframe of a layer timeline; times in ms, opacity 0..1. */
export const frameSchema = z.object( {
	x: z.optional( z.number() ),
	y: z.optional( z.number() ),
	o: z.optional( z.number().check( z.minimum( 0 ), z.maximum( 1 ) ) ),
	sX: z.optional( z.number() ),
	sY: z.optional( z.number() ),
	rZ: z.optional( z.number() ),
	d: ms(),
	e: z.optional( z.string() ),
	st: ms(),
} );

export type Frame = z.infer< typeof frameSchema >;
