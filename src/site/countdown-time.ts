// When a countdown ends and what is left (spec site.md section 3: data-date, data-offset). The
// server writes the first state the same way (php/Blocks/CountdownMarkup.php); both are checked
// against tests/fixtures/countdown.json.

/** Days, hours, minutes and seconds left. */
export type CountdownParts = [ number, number, number, number ];

/**
 * The end as a timestamp: data-date is a wall-clock time ("2026-12-31T18:00") at the UTC offset
 * data-offset (hours, e.g. 1 or -5.5). NaN for a date it cannot read.
 *
 * @param date   Wall-clock date and time.
 * @param offset Hours ahead of UTC.
 */
export function countdownEnd( date: string, offset: number ): number {
	const match =
		/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(
			date.trim()
		);
	if ( ! match ) {
		return NaN;
	}
	const [ , y, mo, d, h = '0', mi = '0', s = '0' ] = match;
	const utc = Date.UTC(
		Number( y ),
		Number( mo ) - 1,
		Number( d ),
		Number( h ),
		Number( mi ),
		Number( s )
	);
	return utc - ( Number.isFinite( offset ) ? offset : 0 ) * 3600000;
}

/**
 * What is left at `now`, in seconds rounded up (a countdown shows 0 only at the end); null once
 * the end is reached (or unreadable).
 *
 * @param end End timestamp.
 * @param now Current timestamp.
 */
export function countdownParts(
	end: number,
	now: number
): CountdownParts | null {
	const left = Math.ceil( ( end - now ) / 1000 );
	if ( ! Number.isFinite( left ) || left <= 0 ) {
		return null;
	}
	return [
		Math.floor( left / 86400 ),
		Math.floor( ( left % 86400 ) / 3600 ),
		Math.floor( ( left % 3600 ) / 60 ),
		left % 60,
	];
}
