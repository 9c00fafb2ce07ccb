import type { Slide, SliderReply } from '../schema';

/**
 * Slides in display order (the "prepared" step; legacy migration goes here).
 *
 * @param reply The validated reply.
 */
export function prepareSlides( reply: SliderReply ): Slide[] {
	return [ ...reply.slides ].sort( ( a, b ) => a.order - b.order );
}
