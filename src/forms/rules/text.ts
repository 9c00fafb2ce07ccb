/**
 * String helpers whose results must equal those of php/Forms/Rules/Text.php byte for byte;
 * that is why trimming uses an explicit character class instead of String.prototype.trim.
 */

// The characters String.prototype.trim removes, spelled out so PHP can use the same list.
const SPACE =
	'\\t\\n\\u000B\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
const EDGES = new RegExp( `^[${ SPACE }]+|[${ SPACE }]+$`, 'g' );

export function trim( text: string ): string {
	return text.replace( EDGES, '' );
}

export function isBlank( text: string ): boolean {
	return trim( text ) === '';
}

/**
 * Length as the browser's maxlength counts it: UTF-16 code units, with a CRLF pair counted
 * once because browsers normalise textarea line breaks to LF before counting.
 * @param text
 */
export function utf16Length( text: string ): number {
	return text.replace( /\r\n/g, '\n' ).length;
}

/**
 * Rounds half away from zero to 6 decimals, like PHP's round( $x, 6 ).
 * @param value
 */
export function round6( value: number ): number {
	const sign = value < 0 ? -1 : 1;
	return ( sign * Math.round( Math.abs( value ) * 1e6 ) ) / 1e6;
}
