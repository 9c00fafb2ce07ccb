import * as z from 'zod/mini';
import { idSchema, int, obj } from './base';

/**
 * One stream item. The spec names only where it came from; its content
 * fields (title, excerpt, image...) are kept as they arrive.
 */
export const streamItemSchema = z.looseObject( {
	sourceSlideId: z.optional( idSchema ),
	sourceModuleId: z.optional( idSchema ),
	// Engine version the item was made for; 7 unless stated.
	sourceModuleEngine: int(),
} );

/** Reply of get_stream_data and sliders/stream/{id} (spec section 7). */
export const streamReplySchema = obj( {
	success: z.union( [ z.boolean(), z.number() ] ),
	data: z._default( z.array( streamItemSchema ), [] ),
} );

export type StreamItem = z.infer< typeof streamItemSchema >;
export type StreamReply = z.infer< typeof streamReplySchema >;
