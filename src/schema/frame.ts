import * as z from 'zod/mini';
import { bool, lengthSchema, ms, num, obj, str } from './base';

/** Filter values; each counts as active only when it differs from its default. */
export const filterSchema = obj( {
	blur: z.optional( lengthSchema ),
	brightness: z.optional( lengthSchema ),
	grayscale: z.optional( lengthSchema ),
	sepia: z.optional( lengthSchema ),
	invert: z.optional( lengthSchema ),
} );

/** Repeat settings of a frame: count (-1 forever), yoyo and delay between runs. */
export const repeatSchema = obj( {
	r: num(),
	y: bool(),
	d: ms(),
} );

/** Fields of one keyframe of a layer timeline; times in ms, opacity 0..1. */
export const frameShape = {
	x: z.optional( lengthSchema ),
	y: z.optional( lengthSchema ),
	z: z.optional( lengthSchema ),
	rX: num(),
	rY: num(),
	rZ: num(),
	sX: num(),
	sY: num(),
	skX: num(),
	skY: num(),
	o: z.optional( z.number().check( z.minimum( 0 ), z.maximum( 1 ) ) ),
	// Colour and background colour.
	c: str(),
	bgc: str(),
	d: ms(),
	e: str(),
	st: ms(),
	rep: z.optional( repeatSchema ),
	// Pointer events while the frame plays, e.g. 'none' or 'auto'.
	pE: str(),
	clip: z.optional( z.union( [ z.number(), z.string() ] ) ),
	filter: z.optional( filterSchema ),
};

export const frameSchema = obj( frameShape );

export type Filter = z.infer< typeof filterSchema >;
export type Frame = z.infer< typeof frameSchema >;
