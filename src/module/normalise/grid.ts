/**
 * A column or row count of a sliced transition: at least 1, at most the
 * canvas width minus 10 (spec section 5).
 *
 * @param count       The stored count.
 * @param canvasWidth The canvas width in px.
 */
export function gridCount( count: number, canvasWidth: number ): number {
	const most = Math.max( 1, Math.floor( canvasWidth ) - 10 );
	const whole = Number.isFinite( count ) ? Math.round( count ) : 1;
	return Math.min( most, Math.max( 1, whole ) );
}
