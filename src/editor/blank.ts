// The blank start points of Add New Module: a slider, a hero or a carousel with one slide.
import { __ } from '@wordpress/i18n';
import * as z from 'zod/mini';
import { storedModuleSchema, type StoredModule } from '../schema/module';
import { SCHEMA_VERSION } from '../schema/constants';

export type BlankType = 'slider' | 'hero' | 'carousel';

const SETTINGS: Record< BlankType, object > = {
	slider: {
		slideshow: { auto: true },
		navigation: { arrows: { set: true }, bullets: { set: true } },
		nav: { keyboard: true, swipe: true },
	},
	hero: { slideshow: { auto: false } },
	carousel: {
		slideshow: { auto: false },
		carousel: { maxV: 3 },
		navigation: { arrows: { set: true } },
		nav: { keyboard: true, swipe: true },
	},
};

/**
 * A blank module of a type, complete as the schema makes it.
 *
 * @param type  slider, hero or carousel.
 * @param title Its title.
 * @param alias Its alias.
 */
export const blankModule = (
	type: BlankType,
	title: string,
	alias: string
): StoredModule =>
	z.parse( storedModuleSchema, {
		version: SCHEMA_VERSION,
		alias,
		title,
		type,
		settings: SETTINGS[ type ],
		slides: [
			{
				id: 1,
				title: __( 'Slide 1', 'stagecraft' ),
				order: 0,
				bg: { color: '#1e293b' },
			},
		],
	} );
