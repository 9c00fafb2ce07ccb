import * as z from 'zod/mini';
import { bag, idSchema, obj, oneOfOr, str } from './base';
import { replyViewShape } from './reply-view';
import { MODULE_TYPES, SCHEMA_VERSION } from './constants';
import { moduleSettingsSchema } from './settings';
import { slideSchema } from './slide';

export { SCHEMA_VERSION };
export * from './reply-view';
export { moduleSettingsSchema, moduleTypeSchema } from './settings';
export type { ModuleSettings, ModuleType } from './settings';

const settings = () =>
	z.prefault(
		moduleSettingsSchema,
		{} as z.input< typeof moduleSettingsSchema >
	);

/**
 * The canonical stored module: what POST and PUT modules receive and what
 * the server keeps. Its JSON Schema is generated for PHP (bin/generate-schema.mjs).
 */
export const storedModuleSchema = obj( {
	// Shape version; 0 or absent is the legacy flat shape the server migrates.
	version: z.optional(
		z.int().check( z.minimum( 0 ), z.maximum( SCHEMA_VERSION ) )
	),
	alias: z.string().check( z.minLength( 1 ) ),
	title: str(),
	type: oneOfOr( MODULE_TYPES, 'slider' ),
	settings: settings(),
	slides: z._default( z.array( slideSchema ), [] ),
} );

/**
 * Loaded module data (spec section 3): the reply of get_full_slider_object and
 * GET sliders/{id}, and the content of inline and .json sources.
 */
export const sliderReplySchema = obj( {
	...replyViewShape,
	settings: z.optional( moduleSettingsSchema ),
	slider_params: z.optional( moduleSettingsSchema ),
	slides: z._default( z.array( slideSchema ), [] ),
	static_slide: z.optional( slideSchema ),
	navs: bag(),
	trans: bag(),
} );

/** Reply of get_moduleid and get_slideid: the new id. */
export const idReplySchema = obj( {
	success: z.union( [ z.boolean(), z.number() ] ),
	id: idSchema,
} );

export type StoredModule = z.infer< typeof storedModuleSchema >;
export type SliderReply = z.infer< typeof sliderReplySchema >;
export type IdReply = z.infer< typeof idReplySchema >;
