import * as z from 'zod/mini';
import { group, int, obj, str } from './base';
import { gradientSchema } from './gradient';

/** A stored image: attachment id, URL, intrinsic size and alternative text. */
export const imageRefSchema = obj( {
	id: int(),
	src: z.string(),
	width: int(),
	height: int(),
	alt: z._default( z.string(), '' ),
} );

/**
 * An optional image; one without a usable src is dropped rather than
 * rejecting the module.
 */
export const optionalImage = () =>
	z.catch( z.optional( imageRefSchema ), undefined );

/** The background fields the visitor runtime draws: colour and image. */
export const backgroundViewShape = {
	color: str(),
	image: optionalImage(),
	gradient: z.optional( gradientSchema ),
};

export const backgroundViewSchema = group( backgroundViewShape );

export type ImageRef = z.infer< typeof imageRefSchema >;
