import { sliderReplyViewSchema } from '../../schema/reply-view';
import type { SliderReplyView } from '../../schema/reply-view';
import { moduleSettingsViewSchema } from '../../schema/settings/view';
import type { ModuleSettingsView } from '../../schema/settings/view';
import { contextOf } from './context';
import { describeIssues, withSettings } from './reply';
import type { NormaliseResult, WithSettings } from './reply';
import { normaliseSlideView } from './slide';
import { dropUnset } from './unset';

/** Module data as the visitor runtime uses it. */
export type LoadedModuleView = WithSettings<
	SliderReplyView,
	ModuleSettingsView
>;

/**
 * The visitor runtime's normalisation: validates only the fields it reads
 * (so the view bundle carries only their schema) and applies the rules that
 * concern them. normaliseModule() in module.ts is the complete one.
 *
 * @param raw The loaded reply.
 */
export function normaliseModuleView(
	raw: unknown
): NormaliseResult< LoadedModuleView > {
	const parsed = sliderReplyViewSchema.safeParse( dropUnset( raw ) );
	if ( ! parsed.success ) {
		return { success: false, error: describeIssues( parsed.error.issues ) };
	}
	if ( ! parsed.data.success ) {
		return { success: false, error: 'success is false' };
	}
	const data = withSettings(
		parsed.data,
		moduleSettingsViewSchema.parse( {} )
	);
	const ctx = contextOf( data.settings );
	return {
		success: true,
		data: {
			...data,
			slides: data.slides.map( ( slide ) =>
				normaliseSlideView( slide, ctx )
			),
			static_slide:
				data.static_slide &&
				normaliseSlideView( data.static_slide, ctx ),
		},
	};
}
