import {
	SCRUBBER_EDGE_RESISTANCE,
	SCRUBBER_LERP,
	SCRUBBER_MAX_DURATION,
	SCRUBBER_MIN_DURATION,
	SCRUBBER_THROW_RESISTANCE,
} from './constants';

/**
 * Scrubber maths, kept pure so it is tested apart from the DOM. Positions
 * are in slides (0 … count-1, fractions while moving); speeds in px/s.
 */

/**
 * A dragged position past either end moves only a fifth as far
 * (edge resistance 0.8).
 *
 * @param position The position the pointer asks for.
 * @param last     The last position (count - 1).
 */
export function resistEdges( position: number, last: number ): number {
	const keep = 1 - SCRUBBER_EDGE_RESISTANCE;
	if ( position < 0 ) {
		return position * keep;
	}
	if ( position > last ) {
		return last + ( position - last ) * keep;
	}
	return position;
}

export interface Throw {
	/** Where the throw comes to rest, snapped to a slide. */
	to: number;
	/** Seconds, between 0.1 and 1.5. */
	duration: number;
}

/**
 * Where a released scrubber comes to rest: it slows down at the throw
 * resistance (10000 px/s²), travels v² / 2a and snaps to the nearest slide.
 *
 * @param position Position at release.
 * @param velocity Pointer speed at release in px/s (positive: towards later slides).
 * @param step     Width of one slide on the scrubber, px.
 * @param last     The last position (count - 1).
 */
export function throwScrubber(
	position: number,
	velocity: number,
	step: number,
	last: number
): Throw {
	const a = SCRUBBER_THROW_RESISTANCE;
	const distance = ( velocity * Math.abs( velocity ) ) / ( 2 * a );
	const to = Math.min(
		last,
		Math.max( 0, Math.round( position + distance / Math.max( step, 1 ) ) )
	);
	const duration = Math.min(
		SCRUBBER_MAX_DURATION,
		Math.max( SCRUBBER_MIN_DURATION, Math.abs( velocity ) / a )
	);
	return { to, duration };
}

/**
 * One frame of the display following its target (lerp 0.2).
 *
 * @param shown  The position shown.
 * @param target The position wanted.
 */
export function lerpStep( shown: number, target: number ): number {
	const next = shown + ( target - shown ) * SCRUBBER_LERP;
	return Math.abs( target - next ) < 0.001 ? target : next;
}

/**
 * Ease-out progress of a throw.
 *
 * @param t Elapsed share, 0 … 1.
 */
export const easeOut = ( t: number ) => 1 - Math.pow( 1 - Math.min( 1, t ), 3 );
