import * as z from 'zod/mini';
import { group, num, oneOfOr, str } from '../base';
import { DEFAULT_SLIDE_LENGTH } from '../constants';
import { slideTransitionSchema } from '../slide-view';

/** Autoplay (spec section 3, slideshow). */
export const slideshowSchema = group( {
	auto: z._default( z.boolean(), true ),
	// Module length: the default length of a slide, in ms.
	len: z._default(
		z.number().check( z.nonnegative() ),
		DEFAULT_SLIDE_LENGTH
	),
	// Loops before the slideshow stops; -1 loops forever.
	loop: z._default( z.int(), -1 ),
	// Slide number to stop at after the loops; -1 never.
	stopAt: z._default( z.int(), -1 ),
	shuffle: z._default( z.boolean(), false ),
	initDelay: z._default( z.number().check( z.nonnegative() ), 0 ),
	// 'auto' or a 1-based slide number.
	firstSlide: z._default(
		z.union( [ z.literal( 'auto' ), z.int() ] ),
		'auto'
	),
	// Pause on hover.
	sOH: z._default( z.boolean(), false ),
	waitApi: z._default( z.boolean(), false ),
	// The module's slide transition, under each slide's own (slideshow.trans).
	trans: z.optional( slideTransitionSchema ),
} );

export const generalSchema = group( {
	perspective: z._default( z.number(), 600 ),
	perspectiveType: oneOfOr( [ 'global', 'local', 'isometric' ], 'global' ),
	// Device pixel ratio cap; the runtime clamps it to 1..2.
	dpr: num(),
	fallbackURL: str(),
	fallbackType: str(),
	// Accessibility attributes are applied only when this is on (spec section 5).
	acc: z._default( z.boolean(), false ),
	// Extra layer tags allowed besides the whitelist.
	customTags: z._default( z.array( z.string() ), [] ),
} );

export type Slideshow = z.infer< typeof slideshowSchema >;
export type General = z.infer< typeof generalSchema >;
