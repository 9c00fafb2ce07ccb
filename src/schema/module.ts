import * as z from 'zod/mini';
import { slideSchema } from './slide';

// One value per device level: largedesktop, desktop, notebook, tablet, mobile.
const responsive = () =>
	z.tuple( [ z.number(), z.number(), z.number(), z.number(), z.number() ] );

export const moduleTypeSchema = z.enum( [
	'slider',
	'hero',
	'carousel',
	'modal',
] );

export const moduleSettingsSchema = z.object( {
	alias: z.string(),
	title: z.string(),
	type: moduleTypeSchema,
	size: z.object( { width: responsive(), height: responsive() } ),
	slideshow: z.object( { auto: z.boolean(), len: z.number() } ),
} );

/** Reply of GET stagecraft/v1/sliders/{alias} (spec section 7, get_full_slider_object). */
export const sliderReplySchema = z.object( {
	success: z.literal( true ),
	alias: z.string(),
	id: z.number(),
	addOns: z.record( z.string(), z.string() ),
	settings: moduleSettingsSchema,
	slides: z.array( slideSchema ),
	v6v7ids: z.record( z.string(), z.string() ),
} );

export type ModuleType = z.infer< typeof moduleTypeSchema >;
export type ModuleSettings = z.infer< typeof moduleSettingsSchema >;
export type SliderReply = z.infer< typeof sliderReplySchema >;
