import * as z from 'zod/mini';
import { obj } from './base';
import { replyViewShape } from './reply-view';
import { slideViewShape } from './slide-view';

// The visitor reads a reply in two steps: the slides' own fields at load, their layers (most of a
// module's data) when each slide is first drawn (src/module/normalise/module-view.ts). These are
// the first step's schemas; the layers are read with layerViewSchema.

/** A slide with its layers as loaded; `deferred` when the page left them out. */
export const slideHeadSchema = obj( {
	...slideViewShape,
	layers: z.optional( z.unknown() ),
	deferred: z.optional( z.boolean() ),
} );

/** The reply the visitor runtime reads, its slides' layers as loaded. */
export const replyHeadSchema = obj( {
	...replyViewShape,
	slides: z._default( z.array( slideHeadSchema ), [] ),
	static_slide: z.optional( slideHeadSchema ),
} );

export type SlideHead = z.infer< typeof slideHeadSchema >;
export type ReplyHead = z.infer< typeof replyHeadSchema >;
