import { moduleSettingsSchema } from '../../schema/settings';
import type { ModuleSettings } from '../../schema/settings';
import { sliderReplySchema } from '../../schema/module';
import { cleanUrls } from '../../schema/url';
import type { SliderReply } from '../../schema/module';
import type { Layer } from '../../schema/layer';
import type { Slide } from '../../schema/slide';
import { accessibility } from './accessibility';
import { normaliseCarousel } from './carousel';
import { contextOf } from './context';
import type { NormaliseContext } from './context';
import { uniqueLayerIds } from './ids';
import { normaliseLayerView } from './layer';
import { normaliseAction } from './links';
import { normaliseMedia } from './media';
import { describeIssues, withSettings } from './reply';
import type { NormaliseResult, WithSettings } from './reply';
import { slideFields } from './slide';
import { dropUnset } from './unset';

// The rules of the fields only the full data has are here, not beside the view's rules in
// layer.ts and slide.ts: the visitor's data chunk then carries none of their code.

/**
 * Every layer rule: the view's, plus link rels and media times and volume.
 *
 * @param layer The layer.
 * @param ctx   The module's context.
 */
export function normaliseLayer( layer: Layer, ctx: NormaliseContext ): Layer {
	const next = normaliseLayerView( layer, ctx );
	const { video } = next.bg;
	return {
		...next,
		actions: next.actions.map( normaliseAction ),
		media: next.media && normaliseMedia( next.media ),
		bg: video ? { ...next.bg, video: normaliseMedia( video ) } : next.bg,
	};
}

/**
 * A full slide: every rule, on the slide and its layers.
 *
 * @param slide The slide.
 * @param ctx   The module's context.
 */
export function normaliseSlide( slide: Slide, ctx: NormaliseContext ): Slide {
	const next = slideFields( slide, ctx );
	const { video } = next.bg;
	return {
		...next,
		layers: uniqueLayerIds( next.layers ).map( ( layer ) =>
			normaliseLayer( layer, ctx )
		),
		actions: next.actions.map( normaliseAction ),
		acc: accessibility( next.acc, ctx.accessibility ),
		bg: video ? { ...next.bg, video: normaliseMedia( video ) } : next.bg,
	};
}

/** Module data with every field validated and every rule applied. */
export type LoadedModule = WithSettings< SliderReply, ModuleSettings >;

/**
 * Validates loaded module data against the full schema and applies every
 * rule of spec section 5: unset values dropped (before validation), layer
 * URLs (src/schema/url.ts), tags, duplicate layer ids, link rels, plain thumbnail and param text,
 * media times and volume, video types, grid counts, active filters,
 * carousel limits and the accessibility switch. success false or 0 is a
 * failure too ("not loadable").
 *
 * @param raw The loaded reply.
 */
export function normaliseModule(
	raw: unknown
): NormaliseResult< LoadedModule > {
	// The URL policy first: whatever path the data took, a javascript: link never reaches a node.
	const parsed = sliderReplySchema.safeParse( cleanUrls( dropUnset( raw ) ) );
	if ( ! parsed.success ) {
		return { success: false, error: describeIssues( parsed.error.issues ) };
	}
	if ( ! parsed.data.success ) {
		return { success: false, error: 'success is false' };
	}
	const data = withSettings( parsed.data, moduleSettingsSchema.parse( {} ) );
	const ctx = contextOf( data.settings );
	const { settings } = data;
	const slides = data.slides.map( ( slide ) => normaliseSlide( slide, ctx ) );
	return {
		success: true,
		data: {
			...data,
			settings: {
				...settings,
				carousel: normaliseCarousel(
					settings.carousel,
					slides.filter( ( slide ) => ! slide.global ).length,
					settings.slideshow.len
				),
			},
			slides,
			static_slide:
				data.static_slide && normaliseSlide( data.static_slide, ctx ),
		},
	};
}
