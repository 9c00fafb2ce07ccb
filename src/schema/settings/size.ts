import * as z from 'zod/mini';
import { bool, group, lengthSchema, num, boxSchema } from '../base';
import { DEFAULT_HEIGHTS, DEFAULT_WIDTHS } from '../constants';
import { responsive } from '../responsive';

const px = () => z.number().check( z.positive() );

/** Module size (spec section 3): the canvas per device level and how it fits the page. */
export const sizeSchema = group( {
	width: responsive( px(), DEFAULT_WIDTHS ),
	height: responsive( px(), DEFAULT_HEIGHTS ),
	minHeight: num(),
	maxHeight: num(),
	maxWidth: num(),
	fullWidth: z._default( z.boolean(), false ),
	fullHeight: z._default( z.boolean(), false ),
	// Subtracted from a full height: px, %, or selectors of elements to subtract.
	fullHeightOffset: z.optional( lengthSchema ),
	respectRatio: bool(),
	keepBPHeight: bool(),
	upscaling: bool(),
	padding: z.optional( boxSchema ),
	margins: z.optional( boxSchema ),
} );

export type Size = z.infer< typeof sizeSchema >;
