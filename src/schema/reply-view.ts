import * as z from 'zod/mini';
import { dict, obj, str } from './base';
import { moduleSettingsViewSchema } from './settings/view';
import { slideViewSchema } from './slide-view';

/**
 * The reply fields the visitor runtime reads (spec section 3, loaded module
 * data). The full reply (module.ts) widens settings and slides and adds
 * navs and trans. success false or 0 means "not loadable".
 */
export const replyViewShape = {
	success: z.union( [ z.boolean(), z.number() ] ),
	id: z._default( z.int(), 0 ),
	alias: z._default( z.string(), '' ),
	title: str(),
	settings: z.optional( moduleSettingsViewSchema ),
	// Older servers name the settings slider_params.
	slider_params: z.optional( moduleSettingsViewSchema ),
	slides: z._default( z.array( slideViewSchema ), [] ),
	static_slide: z.optional( slideViewSchema ),
	// Resource URLs by add-on name.
	addOns: z._default(
		dict( z.union( [ z.string(), z.array( z.string() ) ] ) ),
		{}
	),
	// Slide and layer ids of engine 6 mapped to engine 7.
	v6v7ids: z._default( dict( z.union( [ z.string(), z.number() ] ) ), {} ),
};

export const sliderReplyViewSchema = obj( replyViewShape );

export type SliderReplyView = z.infer< typeof sliderReplyViewSchema >;
