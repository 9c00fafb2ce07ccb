import * as z from 'zod/mini';
import { bool, int, str } from './base';

// Plain constant (no zod) in constants.ts: the visitor runtime reads it without the schemas.
export { RESOURCE_STATUS } from './constants';

/** A script, stylesheet or font the helper loads. */
export const helperResourceSchema = z.object( {
	id: z.string(),
	url: str(),
	fonts: z.optional( z.array( z.string() ) ),
	css: str(),
	fontfamily: str(),
	fonticon: bool(),
	status: z._default( z.int().check( z.minimum( 0 ), z.maximum( 3 ) ), 0 ),
} );

export const IMAGE_STATES = [
	'pending',
	'inqueue',
	'loading',
	'loaded',
	'cached',
	'error',
] as const;

/** An image in the helper's cache (spec section 3, image record). */
export const imageRecordSchema = z.object( {
	id: z.string(),
	url: z.string(),
	// The url the cache is keyed by (protocol and size suffix removed).
	normalisedUrl: str(),
	crossOrigin: bool(),
	state: z._default( z.enum( IMAGE_STATES ), 'pending' ),
	priority: int(),
	width: int(),
	height: int(),
	callbacks: z._default(
		z.array(
			z.custom< ( record: unknown ) => void >(
				( value ) => typeof value === 'function'
			)
		),
		[]
	),
} );

export type HelperResource = z.infer< typeof helperResourceSchema >;
export type ImageState = ( typeof IMAGE_STATES )[ number ];
export type ImageRecord = z.infer< typeof imageRecordSchema >;
