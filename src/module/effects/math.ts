/**
 * Spec section 9: pointer divisors 100, 200, 155 and 80. A layer of depth d
 * moves d/100 of the pointer's horizontal and d/200 of its vertical distance
 * from the module's centre; scroll parallax moves d/155 of the module's
 * distance from the window's centre, and a scroll fade is gone d/80 of the
 * way (in window heights) from it.
 */
export const POINTER_DIVISORS = {
	x: 100,
	y: 200,
	scroll: 155,
	fade: 80,
} as const;

/** Spec section 9: the scroll timeline's viewport margin. */
export const SCROLL_TIMELINE_MARGIN = -200;

/**
 * A number from effect settings, or the fallback.
 * @param value
 * @param fallback
 */
export function numberOf( value: unknown, fallback = 0 ): number {
	const n = typeof value === 'string' ? parseFloat( value ) : value;
	return typeof n === 'number' && Number.isFinite( n ) ? n : fallback;
}

/**
 * Mouse parallax offset of a layer.
 *
 * @param dx    Pointer distance from the module centre, px.
 * @param dy    Pointer distance from the module centre, px.
 * @param depth The layer's depth.
 */
export function pointerOffset( dx: number, dy: number, depth: number ) {
	return {
		x: ( dx * depth ) / POINTER_DIVISORS.x,
		y: ( dy * depth ) / POINTER_DIVISORS.y,
	};
}

/**
 * Scroll parallax offset and fade of a layer.
 *
 * @param distance The module centre's distance from the window centre, px (below: positive).
 * @param height   The window height, px.
 * @param depth    Parallax depth (0: none).
 * @param fade     Fade depth (0: none).
 */
export function scrollEffect(
	distance: number,
	height: number,
	depth: number,
	fade: number
) {
	const gone = fade > 0 ? ( height * fade ) / POINTER_DIVISORS.fade : 0;
	return {
		y: ( distance * depth ) / POINTER_DIVISORS.scroll,
		opacity:
			gone > 0
				? Math.max( 0, Math.min( 1, 1 - Math.abs( distance ) / gone ) )
				: 1,
	};
}

/**
 * How far a module has passed through the window, 0 to 1: 0 while its top is
 * below the window's bottom less the margin, 1 once its bottom is above the
 * window's top plus the margin.
 *
 * @param top    The module's top in the window, px.
 * @param bottom The module's bottom in the window, px.
 * @param height The window height, px.
 * @param margin The viewport margin, px (negative: inside the window).
 */
export function scrollProgress(
	top: number,
	bottom: number,
	height: number,
	margin: number
): number {
	const start = height + margin;
	const end = -margin;
	const span = start - end + ( bottom - top );
	if ( span <= 0 ) {
		return top < end ? 1 : 0;
	}
	return Math.max( 0, Math.min( 1, ( start - top ) / span ) );
}
