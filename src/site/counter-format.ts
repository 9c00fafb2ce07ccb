// How a counter writes its number; php/Blocks/CounterMarkup.php writes the server's final number
// the same way (both checked against tests/fixtures/counter-format.json).

/** Thousands separator (spec site.md section 9): comma, space or none. */
export type CounterSeparator = 'comma' | 'space' | 'none';

const SEPARATORS: Record< CounterSeparator, string > = {
	comma: ',',
	space: ' ',
	none: '',
};

export const isCounterSeparator = (
	value: unknown
): value is CounterSeparator =>
	value === 'comma' || value === 'space' || value === 'none';

/**
 * The number as shown: rounded to its decimals, thousands grouped, a point before decimals.
 *
 * @param value     Number.
 * @param decimals  Digits after the point.
 * @param separator Thousands separator.
 */
export function formatCount(
	value: number,
	decimals: number,
	separator: CounterSeparator
): string {
	const [ whole, fraction ] = Math.abs( value )
		.toFixed( decimals )
		.split( '.' );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		SEPARATORS[ separator ]
	);
	const sign =
		value < 0 && Number( `${ whole }.${ fraction ?? 0 }` ) !== 0 ? '-' : '';
	return sign + grouped + ( fraction ? `.${ fraction }` : '' );
}
