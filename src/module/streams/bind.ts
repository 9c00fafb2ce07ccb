import { escUrlRaw } from '../../schema/url';

/**
 * A stream item's fields as plain text, by placeholder name: {{title}} in a
 * layer's text, {{image}} in an image source, {{link}} in a link.
 */
export type StreamFields = Readonly< Record< string, string > >;

type Raw = Record< string, unknown >;

const isRecord = ( value: unknown ): value is Raw =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const PLACEHOLDER = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

// The server sends text fields through esc_html(); the binding reads them back to plain text once.
const ENTITIES: Readonly< Record< string, string > > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
};

/**
 * Text with its character references read back (what esc_html() made of it).
 *
 * @param text Escaped text.
 */
export function decodeText( text: string ): string {
	return text.replace(
		/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
		( whole, ref: string ) => {
			if ( ref[ 0 ] !== '#' ) {
				return ENTITIES[ ref.toLowerCase() ] ?? whole;
			}
			const code =
				ref[ 1 ].toLowerCase() === 'x'
					? parseInt( ref.slice( 2 ), 16 )
					: parseInt( ref.slice( 1 ), 10 );
			return code > 0 && code <= 0x10ffff
				? String.fromCodePoint( code )
				: whole;
		}
	);
}

/**
 * Plain text made safe inside layer markup, as esc_html() makes it.
 *
 * @param text Plain text.
 */
export function escapeText( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#039;' );
}

const text = ( value: unknown ) =>
	typeof value === 'string' || typeof value === 'number'
		? decodeText( String( value ) )
		: '';

// A date as the visitor reads it, in the page's language; the item's own string when unreadable.
function displayDate( value: unknown, lang: string | undefined ): string {
	const iso = text( value );
	const time = Date.parse( iso );
	if ( iso === '' || Number.isNaN( time ) ) {
		return iso;
	}
	return new Date( time ).toLocaleDateString( lang || undefined, {
		year: 'numeric',
		month: 'long',
		day: 'numeric',
		timeZone: 'UTC',
	} );
}

/**
 * The fields of one item: post (title, excerpt, content, link, date,
 * author, categories, image), shop (price, regularPrice, salePrice, sku,
 * rating, cart) and gallery (image, caption, alt) items alike.
 *
 * @param item One stream item as the server sent it.
 * @param lang The page's language, for dates.
 */
export function fieldsOf( item: Raw, lang?: string ): StreamFields {
	const fields: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( item ) ) {
		if ( typeof value === 'string' || typeof value === 'number' ) {
			fields[ key ] = text( value );
		}
	}
	const image = isRecord( item.image ) ? item.image : {};
	fields.image = typeof item.image === 'string' ? text( item.image ) : '';
	if ( isRecord( item.image ) ) {
		fields.image = text( image.src );
		fields.image_width = text( image.width );
		fields.image_height = text( image.height );
	}
	fields.alt = text( item.alt ) || text( image.alt );
	fields.image_alt = fields.alt;
	fields.date = displayDate( item.date, lang );
	fields.iso_date = text( item.date );
	const terms = Array.isArray( item.categories ) ? item.categories : [];
	fields.categories = terms
		.map( ( term ) =>
			isRecord( term ) ? text( term.name ) : text( term )
		)
		.filter( Boolean )
		.join( ', ' );
	return fields;
}

/** Where a value lands: rich text (escaped), an URL (cleaned) or plain text. */
export type BindContext = 'html' | 'url' | 'text';

/**
 * A string with its {{field}} placeholders filled. Unknown names become
 * empty. In rich text the fields are escaped (the content field is already
 * kses'd markup); in an URL the whole result is cleaned like esc_url_raw().
 *
 * @param value   The template string.
 * @param fields  The item's fields.
 * @param context Where the string is used.
 */
export function fill(
	value: string,
	fields: StreamFields,
	context: BindContext
): string {
	if ( ! value.includes( '{{' ) ) {
		return value;
	}
	const filled = value.replace( PLACEHOLDER, ( _m, name: string ) => {
		const field = fields[ name ] ?? '';
		if ( context !== 'html' || name === 'content' ) {
			return field;
		}
		return escapeText( field );
	} );
	return context === 'url' ? escUrlRaw( filled ) : filled;
}

/** Keys whose strings are URLs (schema/url.ts's URL_KEYS). */
const URL_KEYS = new Set( [ 'link', 'src', 'url', 'fallbackURL', 'poster' ] );
/** Keys whose strings are layer markup. */
const HTML_KEYS = new Set( [ 'text', 'toggle', 'tog' ] );

/**
 * A copy of slide or layer data with every placeholder filled, each by
 * where it sits: URL keys as URLs, layer text as rich text, the rest
 * (alt, labels, titles) as plain text.
 *
 * @param value  Raw slide data (or any part of it).
 * @param fields The item's fields.
 * @param key    The key the value sits under.
 */
export function bindValue(
	value: unknown,
	fields: StreamFields,
	key = ''
): unknown {
	if ( typeof value === 'string' ) {
		let context: BindContext = 'text';
		if ( URL_KEYS.has( key ) ) {
			context = 'url';
		} else if ( HTML_KEYS.has( key ) ) {
			context = 'html';
		}
		return fill( value, fields, context );
	}
	if ( Array.isArray( value ) ) {
		return value.map( ( entry ) => bindValue( entry, fields, key ) );
	}
	if ( ! isRecord( value ) ) {
		return value;
	}
	return Object.fromEntries(
		Object.entries( value ).map( ( [ name, entry ] ) => [
			name,
			bindValue( entry, fields, name ),
		] )
	);
}

/**
 * A layer bound to an item: placeholders filled, and a layer flagged
 * fromStream with a field name ({ title: true }) takes that field whole:
 * a text layer as its text, an image layer as its source (and alt text),
 * a link action as its address.
 *
 * @param layer  Raw layer data.
 * @param fields The item's fields.
 */
export function bindLayer( layer: unknown, fields: StreamFields ): unknown {
	const bound = bindValue( layer, fields );
	if ( ! isRecord( bound ) || ! isRecord( bound.fromStream ) ) {
		return bound;
	}
	const names = Object.keys( bound.fromStream ).filter(
		( name ) => isRecord( bound.fromStream ) && bound.fromStream[ name ]
	);
	const content = isRecord( bound.content ) ? { ...bound.content } : {};
	for ( const name of names ) {
		const field = fields[ name ] ?? '';
		if ( name === 'link' && Array.isArray( bound.actions ) ) {
			bound.actions = bound.actions.map( ( action ) =>
				isRecord( action ) && action.a === 'link'
					? { ...action, link: escUrlRaw( field ) }
					: action
			);
		} else if ( bound.type === 'image' ) {
			content.src = escUrlRaw( field );
			content.alt = fields.alt ?? '';
			// The item's own size, so the box is reserved before the image loads.
			const width = Number( fields.image_width );
			const height = Number( fields.image_height );
			if ( width > 0 && height > 0 ) {
				Object.assign( content, { width, height } );
			}
		} else {
			content.text = name === 'content' ? field : escapeText( field );
		}
	}
	return { ...bound, content };
}
