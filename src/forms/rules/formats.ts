/**
 * Format predicates of spec section 5. Each takes an already trimmed, non-blank string.
 * php/Forms/Rules/Formats.php implements the same predicates; the shared vectors keep them equal.
 */
import { URL_PROTOCOLS } from '../../schema/url';

// The schemes WordPress allows (wp_allowed_protocols()), shared with the module URL policy.
export const URL_SCHEMES: readonly string[] = URL_PROTOCOLS;

// Schemes whose addresses name a host, so "http:" alone or "http:///" is not an address.
const HOST_SCHEMES = [ 'http', 'https', 'ftp', 'ftps' ];

export function isEmail( text: string ): boolean {
	if ( text.length < 6 ) {
		return false;
	}
	const at = text.indexOf( '@' );
	if ( at < 1 || at !== text.lastIndexOf( '@' ) ) {
		return false;
	}
	const local = text.slice( 0, at );
	if ( ! /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test( local ) ) {
		return false;
	}
	const domain = text.slice( at + 1 );
	if ( /\.\./.test( local ) || /\.\./.test( domain ) ) {
		return false;
	}
	const labels = domain.split( '.' );
	if ( labels.length < 2 ) {
		return false;
	}
	return labels.every(
		( label ) =>
			/^[a-zA-Z0-9-]+$/.test( label ) &&
			! label.startsWith( '-' ) &&
			! label.endsWith( '-' )
	);
}

export function isUrl( text: string ): boolean {
	const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):(.+)$/.exec( text );
	if ( ! match || /[\u0000-\u0020\u007F]/.test( text ) ) {
		return false;
	}
	const scheme = match[ 1 ].toLowerCase();
	if ( ! URL_SCHEMES.includes( scheme ) ) {
		return false;
	}
	if ( HOST_SCHEMES.includes( scheme ) ) {
		return /^\/\/[^/?#]+/.test( match[ 2 ] );
	}
	return true;
}

/**
 * Phone number with separators removed; '' when it cannot be one.
 * @param text
 */
export function normaliseTel( text: string ): string {
	let tel = text.replace( /[#*].*$/s, '' );
	// ASCII separators only: PHP's \s would not match the Unicode spaces JavaScript's does.
	tel = tel.replace( /[ \t\n\r\f\v().\/-]+/g, '' );
	if ( tel.startsWith( '00' ) ) {
		tel = '+' + tel.slice( 2 );
	}
	return tel;
}

export function isTel( text: string ): boolean {
	const tel = normaliseTel( text );
	if ( ! /^\+?[0-9]+$/.test( tel ) ) {
		return false;
	}
	const digits = tel.replace( '+', '' ).length;
	return digits >= 6 && digits <= 15;
}

export function isNumber( text: string ): boolean {
	return /^-?(?:[0-9]+|[0-9]*\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test( text );
}

interface DateParts {
	year: string;
	month: number;
	day: number;
}

/**
 * Year digits without leading zeros, so years of any length compare and compute exactly.
 * @param text
 */
function parseDate( text: string ): DateParts | null {
	const match = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec( text );
	if ( ! match ) {
		return null;
	}
	const year = match[ 1 ].replace( /^0+/, '' );
	const month = Number( match[ 2 ] );
	const day = Number( match[ 3 ] );
	if ( year === '' || month < 1 || month > 12 || day < 1 ) {
		return null;
	}
	return day <= daysInMonth( year, month ) ? { year, month, day } : null;
}

// The Gregorian calendar repeats every 400 years, and 10000 is a multiple of 400, so the last
// four digits of the year decide leap years and weekdays for a year of any length.
function yearMod400( year: string ): number {
	return Number( year.slice( -4 ) ) % 400;
}

function isLeap( year: string ): boolean {
	const y = yearMod400( year );
	return ( y % 4 === 0 && y % 100 !== 0 ) || y % 400 === 0;
}

function daysInMonth( year: string, month: number ): number {
	if ( month === 2 ) {
		return isLeap( year ) ? 29 : 28;
	}
	return [ 4, 6, 9, 11 ].includes( month ) ? 30 : 31;
}

export function isDate( text: string ): boolean {
	return parseDate( text ) !== null;
}

export function isTime( text: string ): boolean {
	return /^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/.test( text );
}

/**
 * ISO day of week (Monday 1 … Sunday 7) by calendar arithmetic, so neither the browser's nor
 * the server's time zone can shift the day; null for a string that is not a date.
 * @param text
 */
export function dayOfWeek( text: string ): number | null {
	const date = parseDate( text );
	if ( ! date ) {
		return null;
	}
	// Sakamoto's method on an equivalent year between 400 and 799.
	const offsets = [ 0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4 ];
	let y = yearMod400( date.year ) + 400;
	if ( date.month < 3 ) {
		y -= 1;
	}
	const sunday0 =
		( y +
			Math.floor( y / 4 ) -
			Math.floor( y / 100 ) +
			Math.floor( y / 400 ) +
			offsets[ date.month - 1 ] +
			date.day ) %
		7;
	return sunday0 === 0 ? 7 : sunday0;
}

/**
 * Compares two valid date strings: negative, zero or positive.
 * @param a
 * @param b
 */
export function compareDates( a: string, b: string ): number {
	const x = parseDate( a );
	const y = parseDate( b );
	if ( ! x || ! y ) {
		return 0;
	}
	if ( x.year.length !== y.year.length ) {
		return x.year.length - y.year.length;
	}
	if ( x.year !== y.year ) {
		return x.year < y.year ? -1 : 1;
	}
	return x.month - y.month || x.day - y.day;
}
