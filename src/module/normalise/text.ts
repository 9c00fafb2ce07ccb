import type { SlideParam } from '../../schema/slide-view';
import { DEFAULT_TEXT_LIMIT } from '../../schema/constants';

/**
 * Text without markup: tags removed, spacing tidied.
 *
 * @param text Text that may hold HTML.
 */
export function stripMarkup( text: string ): string {
	return text
		.replace( /<[^>]*>?/g, '' )
		.replace( /\s+/g, ' ' )
		.trim();
}

/**
 * Text cut to a number of characters (not UTF-16 units, so no emoji is split).
 *
 * @param text  Text.
 * @param limit Most characters kept.
 */
export function cutText( text: string, limit: number ): string {
	const chars = Array.from( text );
	return chars.length > limit ? chars.slice( 0, limit ).join( '' ) : text;
}

/**
 * Thumbnail and param text: stripped of markup and cut to the limit,
 * 500 by default (spec section 5).
 *
 * @param text  The text.
 * @param limit Length limit.
 */
export const plainText = ( text: string, limit = DEFAULT_TEXT_LIMIT ): string =>
	cutText( stripMarkup( text ), limit );

/**
 * Slide params with their values made plain and cut to each param's limit.
 *
 * @param params The slide's params (already at most 10).
 */
export const plainParams = ( params: readonly SlideParam[] ): SlideParam[] =>
	params.map( ( param ) => ( {
		...param,
		v: plainText( param.v, param.l ),
	} ) );
