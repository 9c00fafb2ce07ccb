/**
 * One URL policy for module data, the same on the server and in the runtime: every string under
 * a URL key is cleaned as WordPress's esc_url_raw() cleans it (same characters kept, same
 * schemes allowed as wp_allowed_protocols(), the same '' for a scheme that is not allowed). The
 * server refuses such a value on save; the runtime drops it whatever path the data took (REST,
 * inline, admin-ajax), so a value planted past the save check still renders harmless.
 * tests/fixtures/url-policy.json holds what esc_url_raw() answers; Jest and PHPUnit both run it.
 */

/** WordPress's default wp_allowed_protocols(). */
export const URL_PROTOCOLS = [
	'http',
	'https',
	'ftp',
	'ftps',
	'mailto',
	'news',
	'irc',
	'irc6',
	'ircs',
	'gopher',
	'nntp',
	'feed',
	'telnet',
	'mms',
	'rtsp',
	'sms',
	'svn',
	'tel',
	'fax',
	'xmpp',
	'webcal',
	'urn',
] as const;

/** Keys whose string values are URLs, wherever they sit in module data. */
export const URL_KEYS = [
	'link',
	'src',
	'url',
	'fallbackURL',
	'poster',
] as const;

// A list, not a Set built at load: a chunk that only cleans single URLs then carries neither.
const isUrlKey = ( key: string ): boolean =>
	( URL_KEYS as readonly string[] ).includes( key );

// esc_url() keeps these characters and drops every other (tab, newline, controls, quotes...).
const KEPT = /[^a-z0-9\-~+_.?#=!&;,/:%@$|*'()[\]\x80-\uffff]/gi;

// wp_kses_no_null(): control characters go, and "\0" sequences.
function noNull( text: string ): string {
	return text
		.replace( /[\x00-\x08\x0B\x0C\x0E-\x1F]/g, '' )
		.replace( /\\+0+/g, '' );
}

// wp_kses_decode_entities(): numeric entities back to characters, as PHP's chr() makes them.
function decodeEntities( text: string ): string {
	return text
		.replace( /&#([0-9]+);/g, ( _m, n: string ) =>
			String.fromCharCode( Number( BigInt( n ) % 256n ) )
		)
		.replace( /&#[Xx]([0-9A-Fa-f]+);/g, ( _m, n: string ) =>
			String.fromCharCode( Number( BigInt( `0x${ n }` ) % 256n ) )
		);
}

// wp_kses_bad_protocol_once2(): the scheme if allowed, '' otherwise.
function scheme( text: string, allowed: readonly string[] ): string {
	const name = noNull(
		decodeEntities( text ).replace( /[\t\n\v\f\r ]/g, '' )
	).toLowerCase();
	return allowed.some( ( one ) => one.toLowerCase() === name )
		? `${ name }:`
		: '';
}

// wp_kses_bad_protocol_once().
function badProtocolOnce(
	text: string,
	allowed: readonly string[],
	count = 1
): string {
	const content = text.replace(
		/(&#0*58(?![;0-9])|&#x0*3a(?![;a-f0-9]))/gi,
		'$1;'
	);
	const match = /:|&#0*58;|&#x0*3a;|&colon;/i.exec( content );
	if ( ! match || /\/\?/.test( content.slice( 0, match.index ) ) ) {
		return content;
	}
	const protocol = scheme( content.slice( 0, match.index ), allowed );
	if ( protocol === 'feed:' && count > 2 ) {
		return '';
	}
	let rest = content
		.slice( match.index + match[ 0 ].length )
		.replace( /^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '' );
	if ( protocol === 'feed:' ) {
		rest = badProtocolOnce( rest, allowed, count + 1 );
		if ( rest === '' ) {
			return rest;
		}
	}
	return protocol + rest;
}

// wp_kses_bad_protocol(): repeated until stable (at most six times), '' if it never settles.
function badProtocol( text: string, allowed: readonly string[] ): string {
	let content = noNull( text );
	if (
		( content.startsWith( 'https://' ) && allowed.includes( 'https' ) ) ||
		( content.startsWith( 'http://' ) && allowed.includes( 'http' ) )
	) {
		return content;
	}
	let iterations = 0;
	let original;
	do {
		original = content;
		content = badProtocolOnce( content, allowed );
	} while ( original !== content && ++iterations < 6 );
	return original === content ? content : '';
}

// esc_url(): brackets are kept only in the host part ([::1]); elsewhere they become %5B/%5D.
function encodeBrackets( url: string ): string {
	const parts =
		/^(?:([a-z][a-z0-9+.-]*):)?(\/\/([^/?#]*))?/i.exec( url ) ?? [];
	const hasScheme = parts[ 1 ] !== undefined && parts[ 2 ] !== undefined;
	let front = '';
	if ( hasScheme ) {
		front = `${ parts[ 1 ] }://${ parts[ 3 ] ?? '' }`;
	} else if ( url[ 0 ] === '/' && parts[ 2 ] !== undefined ) {
		front = `//${ parts[ 3 ] ?? '' }`;
	}
	const end = url.slice( front.length );
	return front + end.replace( /\[/g, '%5B' ).replace( /\]/g, '%5D' );
}

/**
 * A URL as esc_url_raw() returns it: '' when its scheme is not allowed.
 * @param url     The URL.
 * @param allowed Allowed schemes (wp_allowed_protocols() by default).
 */
export function escUrlRaw(
	url: string,
	allowed: readonly string[] = URL_PROTOCOLS
): string {
	if ( url === '' ) {
		return url;
	}
	let out = url
		.replace( /^[ \t\n\r\0\x0B]+/, '' )
		.replace( / /g, '%20' )
		.replace( KEPT, '' );
	if ( out === '' ) {
		return out;
	}
	if ( ! /^mailto:/i.test( out ) ) {
		// _deep_replace(): removed until none is left, so "%0%0dd" cannot rebuild one.
		let previous;
		do {
			previous = out;
			out = out.replace( /%0[dDaA]/g, '' );
		} while ( out !== previous );
	}
	out = out.replace( /;\/\//g, '://' );
	if (
		! out.includes( ':' ) &&
		! [ '/', '#', '?' ].includes( out[ 0 ] ) &&
		! /^[a-z0-9-]+?\.php/i.test( out )
	) {
		out = `http://${ out }`;
	}
	if ( out.includes( '[' ) || out.includes( ']' ) ) {
		out = encodeBrackets( out );
	}
	if ( out[ 0 ] === '/' ) {
		return out;
	}
	const good = badProtocol( out, allowed );
	return good.toLowerCase() === out.toLowerCase() ? good : '';
}

/**
 * A srcset (the reply's, php/Rest/ResponsiveImages.php) with each candidate's URL cleaned as
 * escUrlRaw() cleans one; a candidate whose URL is refused or whose descriptor is not a width or
 * a density is dropped.
 * @param srcset Comma-separated candidates: "url 768w, url 1024w".
 */
export function cleanSrcset( srcset: string ): string {
	return srcset
		.split( /,\s+/ )
		.map( ( candidate ) => {
			const [ url = '', descriptor = '', ...rest ] = candidate
				.trim()
				.split( /\s+/ );
			const clean = escUrlRaw( url );
			return clean &&
				rest.length === 0 &&
				/^(\d+w|\d+(\.\d+)?x)?$/.test( descriptor )
				? `${ clean }${ descriptor && ` ${ descriptor }` }`
				: '';
		} )
		.filter( Boolean )
		.join( ', ' );
}

// A string under a URL key cleaned as a URL, a srcset as its candidates, any other as it is.
function cleanString( key: string, value: string ): string {
	if ( key === 'srcset' ) {
		return cleanSrcset( value );
	}
	return isUrlKey( key ) ? escUrlRaw( value ) : value;
}

/**
 * A copy of module data with every URL cleaned by the policy.
 * @param value Module data (or any part of it).
 */
export function cleanUrls( value: unknown ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( cleanUrls );
	}
	if ( value === null || typeof value !== 'object' ) {
		return value;
	}
	return Object.fromEntries(
		Object.entries( value ).map( ( [ key, item ] ) => [
			key,
			typeof item !== 'string'
				? cleanUrls( item )
				: cleanString( key, item ),
		] )
	);
}
