import * as z from 'zod/mini';
import { bool, group, lengthSchema, num } from '../base';

/** Browser behaviour: freeze on tab blur, deep links in the URL, mISB. */
export const browserSchema = group( {
	freezeOnBlur: z._default( z.boolean(), false ),
	useURLDeeplink: z._default( z.boolean(), false ),
	mISB: bool(),
} );

/** Scroll-based timeline. */
export const sbtSchema = group( {
	use: z._default( z.boolean(), false ),
	layers: z._default( z.boolean(), false ),
	fStart: num(),
	fEnd: num(),
} );

/** Viewport offset before the module loads and plays, e.g. '-100px'. */
export const viewportSchema = z.optional( lengthSchema );
