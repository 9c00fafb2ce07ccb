import * as z from 'zod/mini';
import { bool, obj, oneOf, str } from './base';
import { VIDEO_TYPES } from './constants';

export const videoTypeSchema = z.enum( VIDEO_TYPES );

/** Start or end time: seconds, or a 'mm:ss' string (normalised to seconds). */
export const mediaTimeSchema = z.union( [ z.number(), z.string() ] );

export const posterSchema = obj( {
	src: str(),
	showOnPause: bool(),
	noOnMobile: bool(),
	insteadVideo: bool(),
} );

/** Vimeo player arguments. */
export const vimeoArgsSchema = obj( {
	title: bool(),
	portrait: bool(),
	transparent: bool(),
	transcript: bool(),
	quality: oneOf( [
		'auto',
		'144p',
		'240p',
		'360p',
		'540p',
		'720p',
		'1080p',
		'2k',
		'4k',
	] ),
	dnt: bool(),
	pip: bool(),
} );

/** Media options of video and audio layers and video backgrounds (spec section 3). */
export const mediaSchema = obj( {
	// Unknown player types are dropped here; spec section 5's whitelist.
	type: oneOf( VIDEO_TYPES ),
	src: str(),
	start: z.optional( mediaTimeSchema ),
	end: z.optional( mediaTimeSchema ),
	loop: bool(),
	rewind: bool(),
	mute: bool(),
	// 0..1; values above 1 are percentages (normalised).
	volume: z.optional( z.number().check( z.nonnegative() ) ),
	// true, false, or only the first time / every time but the first.
	autoPlay: z.optional(
		z.union( [
			z.boolean(),
			z.enum( [ 'true', 'false', '1sttime', 'no1sttime' ] ),
		] )
	),
	// s: show controls; xl: large play button.
	controls: z.optional( obj( { s: bool(), xl: bool() } ) ),
	poster: z.optional( posterSchema ),
	cover: bool(),
	ratio: str(),
	inline: bool(),
	vimeo: z.optional( vimeoArgsSchema ),
	// Use the provider's no-cookie host where there is one.
	noCookie: bool(),
	// Captions of HTML5 video (WebVTT files).
	tracks: z.optional(
		z.array( obj( { src: z.string(), srclang: str(), label: str() } ) )
	),
} );

export type VideoType = z.infer< typeof videoTypeSchema >;
export type Media = z.infer< typeof mediaSchema >;
