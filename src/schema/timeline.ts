import * as z from 'zod/mini';
import { bool, group, ms, num, obj, str } from './base';
import { filterSchema, frameSchema } from './frame';

/** A scene: its frames and how it repeats. */
export const sceneSchema = obj( {
	frames: z._default( z.array( frameSchema ), [] ),
	// Repeat count (-1 forever) and yoyo, for loop and pan scenes.
	r: num(),
	y: bool(),
	e: str(),
} );

/** Split text: which parts animate on their own. */
export const splitSchema = obj( {
	words: bool(),
	lines: bool(),
	chars: bool(),
	// Stagger between units in ms (DEFAULT_STAGGER_MS, 75, when unset).
	s: ms(),
} );

/** Layer timelines (spec section 3, tl). */
export const timelineSchema = group( {
	in: z.optional( sceneSchema ),
	out: z.optional( sceneSchema ),
	loop: z.optional( sceneSchema ),
	pan: z.optional( sceneSchema ),
	mask: z.optional( sceneSchema ),
	filter: z.optional( filterSchema ),
	clip: z.optional( sceneSchema ),
	split: z.optional( splitSchema ),
} );

export type Scene = z.infer< typeof sceneSchema >;
export type Timeline = z.infer< typeof timelineSchema >;
export type Split = z.infer< typeof splitSchema >;
