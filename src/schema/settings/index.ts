import * as z from 'zod/mini';
import { backgroundSchema } from '../background';
import { bag, group, idSchema, obj, oneOf, str } from '../base';
import { fontSchema } from '../font';
import { STREAM_SOURCES } from '../constants';
import { modalSettingsSchema } from '../modal';
import { navigationSchema, navInputSchema } from '../navigation';
import { carouselSchema, progressBarSchema } from './carousel';
import { browserSchema, sbtSchema, viewportSchema } from './page';
import { settingsViewShape } from './view';

export * from './view';
export * from './size';
export * from './playback';
export * from './page';
export * from './carousel';
export { fontSchema } from '../font';
export type { Font } from '../font';

// Ids as a list, one id, or the comma-separated string editors store.
const idList = () =>
	z.optional( z.union( [ z.string(), z.int(), z.array( idSchema ) ] ) );

/**
 * Where the slides come from: the module's own slides (no type), or a stream
 * source whose items are cloned into the template slides. Each source keeps
 * its options in a group of its name (the server reads them).
 */
export const sourceSchema = group( {
	type: oneOf( STREAM_SOURCES ),
	post: z.optional(
		obj( {
			types: z.optional(
				z.union( [ z.string(), z.array( z.string() ) ] )
			),
			category: idList(),
			tag: idList(),
			include: idList(),
		} )
	),
	woo: z.optional( obj( { category: idList() } ) ),
	gallery: z.optional( obj( { ids: idList() } ) ),
	instagram: bag(),
	facebook: bag(),
	flickr: bag(),
	twitter: bag(),
	vimeo: bag(),
	youtube: bag(),
} );

/** Module settings of spec section 3, every group. */
export const moduleSettingsSchema = obj( {
	...settingsViewShape,
	modal: modalSettingsSchema,
	navigation: navigationSchema,
	nav: navInputSchema,
	pbar: progressBarSchema,
	carousel: carouselSchema,
	browser: browserSchema,
	bg: backgroundSchema,
	fonts: z._default( z.array( fontSchema ), [] ),
	source: sourceSchema,
	addOns: bag(),
	codes: group( { css: str(), js: str() } ),
	sbt: sbtSchema,
	vPort: viewportSchema,
} );

export type ModuleSettings = z.infer< typeof moduleSettingsSchema >;
