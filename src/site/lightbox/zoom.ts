// Zoom and pan of a lightbox image, as numbers (PhotoSwipe's model, in small): the image is
// fitted into its stage at scale 1; zoomed, it is scaled about a point and moved by pan, never
// so far that an edge comes inside the stage while the image is larger than it.

export type ZoomState = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** The scale a double tap, a double click or the zoom button goes to. */
export const TAP_SCALE = 2;
/** Pixels a finger moves sideways before a swipe changes the item. */
export const SWIPE_PX = 50;

export const FITTED: ZoomState = { scale: 1, x: 0, y: 0 };

const clamp = ( value: number, min: number, max: number ) =>
	Math.min( max, Math.max( min, value ) );

/**
 * Keeps the pan inside bounds: an image of `size` (at scale 1, centred) scaled by `state.scale`
 * moves at most half its overhang each way, and not at all along an axis where it fits.
 * @param state The wanted state.
 * @param size  The fitted image's size.
 */
export function clampPan( state: ZoomState, size: Size ): ZoomState {
	const scale = clamp( state.scale, MIN_SCALE, MAX_SCALE );
	const maxX = ( size.width * ( scale - 1 ) ) / 2;
	const maxY = ( size.height * ( scale - 1 ) ) / 2;
	return {
		scale,
		x: clamp( state.x, -maxX, maxX ) || 0,
		y: clamp( state.y, -maxY, maxY ) || 0,
	};
}

/**
 * Scales to `scale` keeping the point `at` (relative to the image's centre, in screen pixels)
 * where it is, as fingers or a click expect.
 * @param state Current state.
 * @param scale Wanted scale.
 * @param at    The fixed point.
 * @param size  The fitted image's size.
 */
export function zoomAbout(
	state: ZoomState,
	scale: number,
	at: Point,
	size: Size
): ZoomState {
	const next = clamp( scale, MIN_SCALE, MAX_SCALE );
	const ratio = next / state.scale;
	return clampPan(
		{
			scale: next,
			x: at.x - ( at.x - state.x ) * ratio,
			y: at.y - ( at.y - state.y ) * ratio,
		},
		size
	);
}

/**
 * A double tap or click: zooms in about the point, or back to fitted when zoomed.
 * @param state Current state.
 * @param at    Where, relative to the image's centre.
 * @param size  The fitted image's size.
 */
export function toggleZoom(
	state: ZoomState,
	at: Point,
	size: Size
): ZoomState {
	return state.scale > MIN_SCALE
		? FITTED
		: zoomAbout( state, TAP_SCALE, at, size );
}

/**
 * A pinch step: the fingers' distance went from `from` to `to` and their midpoint moved by
 * `move`; the image follows both, about the midpoint `at`.
 * @param start The state when the pinch began.
 * @param from  The fingers' distance then.
 * @param to    Their distance now.
 * @param at    The midpoint when it began, relative to the image's centre.
 * @param move  How far the midpoint moved since.
 * @param size  The fitted image's size.
 */
export function pinch(
	start: ZoomState,
	from: number,
	to: number,
	at: Point,
	move: Point,
	size: Size
): ZoomState {
	const scaled = zoomAbout(
		start,
		from > 0 ? ( start.scale * to ) / from : start.scale,
		at,
		size
	);
	return clampPan(
		{ ...scaled, x: scaled.x + move.x, y: scaled.y + move.y },
		size
	);
}

/**
 * What a one-finger drag that ended means at scale 1: the next or previous item, or nothing.
 * @param dx Sideways distance.
 * @param dy Up-down distance.
 */
export function swipeStep( dx: number, dy: number ): -1 | 0 | 1 {
	if ( Math.abs( dx ) < SWIPE_PX || Math.abs( dx ) < Math.abs( dy ) ) {
		return 0;
	}
	return dx < 0 ? 1 : -1;
}
