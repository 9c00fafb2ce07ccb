// Text and button layers keep inline markup: the allow-list of src/schema/constants.ts
// (RICH_TEXT_ALLOWED), which the server applies with wp_kses (php/Storage/RichText.php) and the
// runtime again. The editor formats the selected part of the text with those tags.
import { RICH_TEXT_ALLOWED } from '../../schema/constants';

export interface Selection {
	text: string;
	start: number;
	end: number;
}

/** The formats the toolbar offers: WordPress's rich-text core formats that the allow-list keeps. */
export type Format = 'strong' | 'em' | 'a';

const escapeAttribute = ( value: string ) =>
	value
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

/**
 * Whether a tag survives the server's wp_kses for text layers.
 *
 * @param tag The tag name.
 */
export const allowedTag = ( tag: string ): boolean =>
	Object.prototype.hasOwnProperty.call(
		RICH_TEXT_ALLOWED,
		tag.toLowerCase()
	);

/**
 * The text with the selection wrapped in a format, or unwrapped when it is exactly the content
 * of that format already. The selection then covers the same characters.
 *
 * @param selection       The text and the selected range.
 * @param selection.text  The text.
 * @param selection.start Where the selection starts.
 * @param selection.end   Where it ends.
 * @param format          The tag.
 * @param attributes      Its attributes (a link's href and target).
 */
export function toggleFormat(
	{ text, start, end }: Selection,
	format: Format,
	attributes: Record< string, string > = {}
): Selection {
	const before = text.slice( 0, start );
	const inside = text.slice( start, end );
	const after = text.slice( end );
	const open = new RegExp( `<${ format }(\\s[^>]*)?>$`, 'i' ).exec( before );
	const close = `</${ format }>`;
	if ( open && after.toLowerCase().startsWith( close ) ) {
		const head = before.slice( 0, open.index );
		return {
			text: head + inside + after.slice( close.length ),
			start: head.length,
			end: head.length + inside.length,
		};
	}
	const attrs = Object.entries( attributes )
		.filter( ( [ , value ] ) => value !== '' )
		.map(
			( [ name, value ] ) => ` ${ name }="${ escapeAttribute( value ) }"`
		)
		.join( '' );
	const tag = `<${ format }${ attrs }>`;
	return {
		text: before + tag + inside + close + after,
		start: start + tag.length,
		end: start + tag.length + inside.length,
	};
}

/**
 * The text with every tag inside the selection removed (the whole text when nothing is
 * selected); the words stay.
 *
 * @param selection       The text and the selected range.
 * @param selection.text  The text.
 * @param selection.start Where the selection starts.
 * @param selection.end   Where it ends.
 */
export function clearFormats( { text, start, end }: Selection ): Selection {
	const [ from, to ] = start === end ? [ 0, text.length ] : [ start, end ];
	const inside = text.slice( from, to ).replace( /<\/?[a-z][^>]*>/gi, '' );
	return {
		text: text.slice( 0, from ) + inside + text.slice( to ),
		start: from,
		end: from + inside.length,
	};
}

/**
 * The tags in a text that the server will remove (not on the allow-list), each once.
 *
 * @param text The layer's text.
 */
export function droppedTags( text: string ): string[] {
	const tags = [ ...text.matchAll( /<\/?([a-z][a-z0-9-]*)/gi ) ].map(
		( match ) => match[ 1 ].toLowerCase()
	);
	return [ ...new Set( tags ) ].filter( ( tag ) => ! allowedTag( tag ) );
}
