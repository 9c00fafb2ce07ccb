import * as z from 'zod/mini';
import { group, idSchema, obj, oneOf, oneOfOr, str } from '../base';
import { MODULE_TYPES, STREAM_SOURCES } from '../constants';
import { backgroundViewShape } from '../image';
import { overlaySchema } from '../overlay';
import { navigationSchema, navInputSchema } from '../navigation';
import { carouselSchema, progressBarSchema } from './carousel';
import { browserSchema, sbtSchema, viewportSchema } from './page';
import { generalSchema, slideshowSchema } from './playback';
import { sizeSchema } from './size';

export const moduleTypeSchema = z.enum( MODULE_TYPES );

/**
 * The settings the visitor runtime reads. The full settings (index.ts) add
 * the other groups; features that need them validate them when they load.
 */
export const settingsViewShape = {
	id: z.optional( idSchema ),
	title: str(),
	alias: str(),
	type: oneOfOr( MODULE_TYPES, 'slider' ),
	dbid: z.optional( idSchema ),
	// Set by the server's migration chain when the stored data was older.
	migrated: z._default( z.boolean(), false ),
	size: sizeSchema,
	slideshow: slideshowSchema,
	general: generalSchema,
};

// browser and navigation are added here, not in the shared shape, so the full
// settings keep their key order; they are the full schema's very objects.
export const moduleSettingsViewSchema = obj( {
	...settingsViewShape,
	browser: browserSchema,
	navigation: navigationSchema,
	nav: navInputSchema,
	pbar: progressBarSchema,
	carousel: carouselSchema,
	// The module background (colour, image, gradient) and its overlay pattern.
	bg: group( {
		...backgroundViewShape,
		overlay: z.optional( overlaySchema ),
	} ),
	// Scroll-based timeline and viewport offset (the effects feature reads them).
	sbt: sbtSchema,
	vPort: viewportSchema,
	// A stream source: the slides are cloned from its items (the streams feature).
	source: group( { type: oneOf( STREAM_SOURCES ) } ),
} );

export type ModuleType = z.infer< typeof moduleTypeSchema >;
export type ModuleSettingsView = z.infer< typeof moduleSettingsViewSchema >;
