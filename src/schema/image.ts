import * as z from 'zod/mini';
import { group, int, obj, str } from './base';
import { gradientSchema } from './gradient';

/** A stored image: attachment id, URL, intrinsic size and alternative text. */
const imageRefShape = {
	id: int(),
	src: z.string(),
	width: int(),
	height: int(),
	alt: z._default( z.string(), '' ),
};

export const imageRefSchema = obj( imageRefShape );

/**
 * An optional image; one without a usable src is dropped rather than
 * rejecting the module.
 */
export const optionalImage = () =>
	z.catch( z.optional( imageRefSchema ), undefined );

/**
 * What the reply adds to a media library image (php/Rest/ResponsiveImages.php): WordPress's
 * srcset and sizes for it. Never stored: the module's own data names one file.
 */
export const responsiveImageShape = {
	srcset: str(),
	sizes: str(),
};

/** An image as the visitor runtime draws it: the stored record and its candidates. */
export const imageViewSchema = obj( {
	...imageRefShape,
	...responsiveImageShape,
} );

/** The background fields the visitor runtime draws: colour and image. */
export const backgroundViewShape = {
	color: str(),
	image: optionalImage(),
	gradient: z.optional( gradientSchema ),
};

/** A slide's background as the visitor runtime draws it: the image with its candidates. */
export const slideBackgroundViewShape = {
	...backgroundViewShape,
	image: z.catch( z.optional( imageViewSchema ), undefined ),
};

export const backgroundViewSchema = group( backgroundViewShape );

export type ImageRef = z.infer< typeof imageRefSchema >;
