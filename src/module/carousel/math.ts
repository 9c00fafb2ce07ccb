// The carousel's arithmetic, free of the DOM: slot sizes, slide centres on the track, the
// offsets of slides from the focus point (wrapped for infinity), the visible window and the
// slide a released drag settles on. Positions are px along the carousel's axis.

export type CarouselAlign = 'left' | 'center' | 'right';

/**
 * The width (height, vertically) of one of maxV equal slots filling the stage with `space`
 * between them. The CSS computes the same from the stage's container units.
 *
 * @param stage Stage length along the axis, px.
 * @param maxV  Visible slides (normalised).
 * @param space Space between slides, px.
 */
export function slotSize( stage: number, maxV: number, space: number ): number {
	return Math.max( 1, ( stage - ( maxV - 1 ) * space ) / maxV );
}

/**
 * Centres of the slides on the track, the first at 0, and the track's length (the distance
 * from the first centre round to the first centre again, for infinity).
 *
 * @param sizes Each slide's length along the axis, px.
 * @param space Space between slides, px.
 */
export function trackOf(
	sizes: readonly number[],
	space: number
): { centres: number[]; length: number } {
	const centres: number[] = [];
	let edge = 0;
	sizes.forEach( ( size, index ) => {
		centres.push( index === 0 ? 0 : edge + size / 2 );
		edge = centres[ index ] + size / 2 + space;
	} );
	const first = sizes.length > 0 ? sizes[ 0 ] / 2 : 0;
	return { centres, length: edge + first };
}

/**
 * A distance wrapped into [-length / 2, length / 2): on an endless track every slide sits
 * once, at its nearest place to the focus, so none is ever cloned.
 *
 * @param distance Distance, px.
 * @param length   Track length, px.
 */
export function wrapOffset( distance: number, length: number ): number {
	if ( length <= 0 ) {
		return distance;
	}
	const half = length / 2;
	return ( ( ( ( distance + half ) % length ) + length ) % length ) - half;
}

/**
 * Each slide's distance from the focus point, px.
 *
 * @param centres  Slide centres on the track.
 * @param position The track position under the focus point.
 * @param length   Track length (infinity), or 0 for a bounded track.
 * @param middle   The middle of the visible window from the focus point: an endless track
 *                 wraps around it, so a window aligned left or right is full too.
 */
export function offsetsAt(
	centres: readonly number[],
	position: number,
	length: number,
	middle = 0
): number[] {
	return centres.map( ( centre ) =>
		length > 0
			? wrapOffset( centre - position - middle, length ) + middle
			: centre - position
	);
}

/**
 * Where a track position is in slides: 2.5 is halfway from the third slide's centre to the
 * fourth's (on an endless track, from the last one's round to the first). Slide offsets in
 * these units are what the stylesheet reads, whatever the slides' own widths.
 *
 * @param centres  Slide centres on the track.
 * @param position Track position.
 * @param length   Track length (infinity), or 0.
 */
export function slideAt(
	centres: readonly number[],
	position: number,
	length: number
): number {
	const count = centres.length;
	if ( count < 2 ) {
		return 0;
	}
	const at =
		length > 0
			? ( ( ( position - centres[ 0 ] ) % length ) + length ) % length
			: position - centres[ 0 ];
	const ends = length > 0 ? [ ...centres, centres[ 0 ] + length ] : centres;
	if ( at <= 0 ) {
		return at / ( ends[ 1 ] - ends[ 0 ] );
	}
	for ( let k = 0; k < ends.length - 1; k++ ) {
		if ( at < ends[ k + 1 ] - centres[ 0 ] ) {
			const from = ends[ k ] - centres[ 0 ];
			return k + ( at - from ) / ( ends[ k + 1 ] - ends[ k ] );
		}
	}
	// Past the last slide of a bounded track.
	const last = count - 1;
	return (
		last +
		( at - ( centres[ last ] - centres[ 0 ] ) ) /
			( centres[ last ] - centres[ last - 1 ] )
	);
}

/**
 * The track position that is `at` slides along (the inverse of slideAt), so a position can
 * be carried across a new measure of the track.
 *
 * @param centres Slide centres on the track.
 * @param at      Where the track is, in slides.
 * @param length  Track length (infinity), or 0.
 */
export function positionOf(
	centres: readonly number[],
	at: number,
	length: number
): number {
	if ( centres.length < 2 ) {
		return centres[ 0 ] ?? 0;
	}
	const ends = length > 0 ? [ ...centres, centres[ 0 ] + length ] : centres;
	const k = Math.min( Math.max( Math.floor( at ), 0 ), ends.length - 2 );
	return ends[ k ] + ( at - k ) * ( ends[ k + 1 ] - ends[ k ] );
}

/**
 * Each slide's offset from the focus point in slides (wrapped on an endless track).
 *
 * @param count    Number of slides.
 * @param at       Where the track is, in slides (slideAt).
 * @param infinity Whether the track is endless.
 * @param middle   The middle of the visible window, in slides (see offsetsAt).
 */
export function unitsAt(
	count: number,
	at: number,
	infinity: boolean,
	middle = 0
): number[] {
	return Array.from( { length: count }, ( _unused, index ) =>
		infinity
			? wrapOffset( index - at - middle, count ) + middle
			: index - at
	);
}

/**
 * The window of visible slides, in slide steps from the focused one: maxV slides, around
 * the focus when centred, after it when aligned left, before it when aligned right.
 *
 * @param maxV  Visible slides (normalised, odd).
 * @param align Where the focused slide sits.
 */
export function windowOf(
	maxV: number,
	align: CarouselAlign
): { lo: number; hi: number } {
	if ( align === 'left' ) {
		return { lo: 0, hi: maxV - 1 };
	}
	if ( align === 'right' ) {
		return { lo: 1 - maxV, hi: 0 };
	}
	const side = Math.floor( maxV / 2 );
	return { lo: -side, hi: side };
}

/**
 * The slide whose centre is closest to a track position.
 *
 * @param centres  Slide centres on the track.
 * @param position Track position.
 * @param length   Track length (infinity), or 0.
 */
export function closestSlide(
	centres: readonly number[],
	position: number,
	length: number
): number {
	let best = 0;
	let distance = Infinity;
	offsetsAt( centres, position, length ).forEach( ( offset, index ) => {
		if ( Math.abs( offset ) < distance ) {
			distance = Math.abs( offset );
			best = index;
		}
	} );
	return best;
}

/**
 * The track position that brings a slide under the focus point from where the track is
 * now: on an endless track the way the change runs (forward adds, backward subtracts),
 * or the shorter way when the direction is not given.
 *
 * @param centres   Slide centres on the track.
 * @param from      Track position now.
 * @param index     The slide to bring.
 * @param length    Track length (infinity), or 0.
 * @param direction 1 forward, -1 backward, 0 the shorter way.
 */
export function positionFor(
	centres: readonly number[],
	from: number,
	index: number,
	length: number,
	direction: -1 | 0 | 1 = 0
): number {
	if ( length <= 0 ) {
		return centres[ index ] ?? 0;
	}
	const shortest = wrapOffset( centres[ index ] - from, length );
	// A move of half the track or less the other way round is the shorter one.
	if ( direction > 0 && shortest < 0 && -shortest >= length / 2 - 1e-6 ) {
		return from + shortest + length;
	}
	if ( direction < 0 && shortest > 0 && shortest >= length / 2 - 1e-6 ) {
		return from + shortest - length;
	}
	return from + shortest;
}

/**
 * Where a released drag settles (spec section 9): a short drag (under 130 ms) that passed
 * a tenth of a slide moves one slide its way; a shorter move goes back; a longer drag
 * settles on the slide closest to where its momentum carries it.
 *
 * @param drag          The drag.
 * @param drag.distance Moved along the axis, px (positive moves the track forward).
 * @param drag.duration How long the pointer was down, ms.
 * @param drag.velocity Track velocity at release, px per ms.
 * @param step          One slide step (slide and space), px.
 * @param momentum      How far velocity carries, ms.
 * @return The number of slides to move by, or null to settle on the closest slide to
 *         `projected` (the caller's track position plus the momentum).
 */
export function dragOutcome(
	drag: { distance: number; duration: number; velocity: number },
	step: number,
	momentum: number
): { by: number } | { projected: number } {
	const moved = Math.abs( drag.distance ) >= DRAG_MIN_RATIO * step;
	if ( ! moved ) {
		return { by: 0 };
	}
	if ( drag.duration < DRAG_TIME_THRESHOLD ) {
		return { by: Math.sign( drag.distance ) };
	}
	return { projected: drag.velocity * momentum };
}

/** Spec section 9: a drag under 130 ms is a flick. */
export const DRAG_TIME_THRESHOLD = 130;

/** Spec section 9: a drag moves slides once it passes a tenth of a slide. */
export const DRAG_MIN_RATIO = 0.1;

/** Spec section 9: the rendered track follows the dragged one by a tenth per frame. */
export const CAROUSEL_LERP = 0.1;

/** Spec section 9: the carousel's perspective. */
export const CAROUSEL_PERSPECTIVE = 1200;

/**
 * GSAP's power eases by name ('power3.inOut', 'power2.out', 'none', 'sine.inOut'), for the
 * carousel's own frame loop; an unknown name is power3.inOut.
 *
 * @param name The ease name.
 */
export function easeOf( name: string ): ( t: number ) => number {
	if ( name === 'none' || name === 'linear' ) {
		return ( t ) => t;
	}
	const [ family, kind = 'out' ] = name.split( '.' );
	const sine = family === 'sine';
	const power = /^power([0-4])$/.exec( family );
	const exponent = power ? Number( power[ 1 ] ) + 1 : 4;
	const easeIn = sine
		? ( t: number ) => 1 - Math.cos( ( t * Math.PI ) / 2 )
		: ( t: number ) => Math.pow( t, exponent );
	if ( ! sine && ! power ) {
		return easeOf( 'power3.inOut' );
	}
	if ( kind === 'in' ) {
		return easeIn;
	}
	if ( kind === 'inOut' ) {
		return ( t ) =>
			t < 0.5 ? easeIn( t * 2 ) / 2 : 1 - easeIn( ( 1 - t ) * 2 ) / 2;
	}
	return ( t ) => 1 - easeIn( 1 - t );
}
