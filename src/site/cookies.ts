// Small cookie helpers shared by consent, the cookie banner, popups and closeable sections.

const DAY_MS = 86_400_000;

export function readCookie(
	name: string,
	source = document.cookie
): string | null {
	for ( const part of source.split( ';' ) ) {
		const eq = part.indexOf( '=' );
		if ( eq > -1 && part.slice( 0, eq ).trim() === name ) {
			try {
				return decodeURIComponent( part.slice( eq + 1 ).trim() );
			} catch {
				// A malformed value is as good as none: the visitor is asked again.
				return null;
			}
		}
	}
	return null;
}

/**
 * The Set-Cookie string for `name=value` kept `days` days on the whole site.
 * @param name
 * @param value
 * @param days
 * @param now
 */
export function cookieString(
	name: string,
	value: string,
	days: number,
	now = Date.now()
): string {
	const expires = new Date( now + days * DAY_MS ).toUTCString();
	return `${ name }=${ encodeURIComponent( value ) }; expires=${ expires }; path=/; SameSite=Lax`;
}

export function writeCookie( name: string, value: string, days: number ): void {
	document.cookie = cookieString( name, value, days );
}

/**
 * A positive number from a data attribute, or the fallback.
 * @param value
 * @param fallback
 */
export function positiveNumber(
	value: string | undefined | null,
	fallback: number
): number {
	const parsed = Number( value );
	return value !== undefined &&
		value !== null &&
		value !== '' &&
		Number.isFinite( parsed ) &&
		parsed >= 0
		? parsed
		: fallback;
}
