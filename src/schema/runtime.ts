import * as z from 'zod/mini';
import { idSchema } from './base';
import { slideViewSchema } from './slide-view';

/** A slide position: index into the runtime slides, the slide and its id. */
export const slidePointerSchema = z.object( {
	index: z.int().check( z.nonnegative() ),
	slide: slideViewSchema,
	id: idSchema,
} );

/**
 * The runtime module (spec section 3). slideOrder and navSlideOrder hold
 * indexes into slides: play order (shuffled when set) and the slides shown
 * in navigation (without hide-from-navigation ones).
 */
export const runtimeModuleSchema = z.object( {
	slides: z.array( slideViewSchema ),
	slideOrder: z.array( z.int() ),
	navSlideOrder: z.array( z.int() ),
	staticSlides: z.array( slideViewSchema ),
	current: z.optional( slidePointerSchema ),
	prev: z.optional( slidePointerSchema ),
	next: z.optional( slidePointerSchema ),
} );

export type SlidePointer = z.infer< typeof slidePointerSchema >;
export type RuntimeModule = z.infer< typeof runtimeModuleSchema >;
