import * as z from 'zod/mini';
import { group, oneOf, str } from './base';
import { backgroundViewShape } from './image';
import { mediaSchema } from './media';
// The overlay has a file of its own: the visitor runtime reads it without the media schema.
import { overlaySchema } from './overlay';

export { overlaySchema };

/** Background of a module, slide or layer: colour, image, video and overlay. */
export const backgroundSchema = group( {
	...backgroundViewShape,
	// How the image fills its box.
	fit: oneOf( [ 'cover', 'contain', 'auto', 'percentage' ] ),
	pos: str(),
	repeat: str(),
	video: z.optional( mediaSchema ),
	overlay: z.optional( overlaySchema ),
} );

export type Background = z.infer< typeof backgroundSchema >;
export type { Overlay } from './overlay';
