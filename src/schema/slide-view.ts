import * as z from 'zod/mini';
import { bag, group, idSchema, int, obj, oneOf, str, upTo } from './base';
import { DEFAULT_TEXT_LIMIT, MAX_SLIDE_PARAMS } from './constants';
import { slideBackgroundViewShape } from './image';
import { mediaSchema } from './media';
import { layerViewSchema } from './layer-view';

/** Publish window; the server filters too, the client checks defensively. */
export const publishSchema = group( {
	// Dates as ISO 8601 strings or timestamps in ms.
	from: z.optional( z.union( [ z.string(), z.number() ] ) ),
	to: z.optional( z.union( [ z.string(), z.number() ] ) ),
	state: z._default( z.string(), 'published' ),
} );

/** A slide param: value v and its length limit l (spec section 3). */
export const slideParamSchema = obj( {
	v: z._default( z.string(), '' ),
	l: z._default( z.int().check( z.positive() ), DEFAULT_TEXT_LIMIT ),
} );

/** Slide transition of the background; cols and rows slice it. */
export const slideTransitionSchema = obj( {
	// Effect name, e.g. 'fade', 'slideleft', 'random'.
	e: str(),
	d: z.optional( z.number().check( z.nonnegative() ) ),
	ease: str(),
	cols: int(),
	rows: int(),
} );

export const slideSlideshowSchema = group( {
	// Slide length in ms, or 'default' for the module's length.
	len: z._default(
		z.union( [ z.number(), z.literal( 'default' ) ] ),
		'default'
	),
	// Hide from navigation.
	hfn: z._default( z.boolean(), false ),
	// Hide after this many loops (0: never).
	hal: z._default( z.int().check( z.nonnegative() ), 0 ),
	trans: z.optional( slideTransitionSchema ),
	overrides: bag(),
} );

/**
 * The slide fields the visitor runtime reads. The full slide (slide.ts)
 * adds the rest and widens bg and layers to their full shapes.
 */
export const slideViewShape = {
	id: idSchema,
	title: z._default( z.string(), '' ),
	// Thumbnail text: stripped of markup and cut to 500 characters.
	description: str(),
	order: z._default( z.number(), 0 ),
	thumb: z.optional( obj( { src: str() } ) ),
	// Global (static) slide: its layers show over every slide.
	global: z._default( z.boolean(), false ),
	// Static slides sit behind or in front of the others.
	pos: oneOf( [ 'back', 'front' ] ),
	publish: publishSchema,
	// The background video too (the full slide's bg has the rest).
	bg: group( {
		...slideBackgroundViewShape,
		video: z.optional( mediaSchema ),
	} ),
	layers: z._default( z.array( layerViewSchema ), [] ),
	slideshow: slideSlideshowSchema,
	attr: z.optional(
		obj( { deepLink: str(), class: str(), id: str(), data: str() } )
	),
	// Stops the slideshow on this slide.
	stop: z._default( z.boolean(), false ),
	params: z.optional( upTo( slideParamSchema, MAX_SLIDE_PARAMS ) ),
};

export const slideViewSchema = obj( slideViewShape );

export type Publish = z.infer< typeof publishSchema >;
export type SlideParam = z.infer< typeof slideParamSchema >;
export type SlideView = z.infer< typeof slideViewSchema >;
