import { moduleSettingsSchema } from '../../schema/settings';
import type { ModuleSettings } from '../../schema/settings';
import { sliderReplySchema } from '../../schema/module';
import { cleanUrls } from '../../schema/url';
import type { SliderReply } from '../../schema/module';
import { normaliseCarousel } from './carousel';
import { contextOf } from './context';
import { describeIssues, withSettings } from './reply';
import type { NormaliseResult, WithSettings } from './reply';
import { normaliseSlide } from './slide';
import { dropUnset } from './unset';

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
