// Margins, padding, radius and border widths (boxSchema): stored as one length, up to four in
// CSS shorthand order, or the sides by name. The editor shows four sides in px and writes the
// shortest shape that says the same.
import type { Box, Length } from '../../schema/base';
import { px } from '../store/levels';

export const SIDES = [ 't', 'r', 'b', 'l' ] as const;
export type Side = ( typeof SIDES )[ number ];
/** Each side in px; null where the stored length is not in px (e.g. '2em'). */
export type Sides = Record< Side, number | null >;

/**
 * A box as its four sides, in px.
 *
 * @param box The stored box.
 */
export function sidesOf( box: Box | undefined ): Sides {
	const of = ( t: Length, r: Length, b: Length, l: Length ): Sides => ( {
		t: px( t ),
		r: px( r ),
		b: px( b ),
		l: px( l ),
	} );
	if ( box === undefined ) {
		return { t: null, r: null, b: null, l: null };
	}
	if ( Array.isArray( box ) ) {
		// CSS shorthand: 1 all, 2 vertical|horizontal, 3 top|horizontal|bottom, 4 each.
		const [ t = 0, r = t, b = t, l = r ] = box;
		return of( t, r, b, l );
	}
	if ( typeof box === 'object' ) {
		return of( box.t ?? 0, box.r ?? 0, box.b ?? 0, box.l ?? 0 );
	}
	return of( box, box, box, box );
}

/**
 * The box with one side (or all) set; undefined when every side is empty or 0.
 *
 * @param box   The stored box.
 * @param side  The side, or 'all'.
 * @param value The side's px.
 */
export function withSide(
	box: Box | undefined,
	side: Side | 'all',
	value: number
): Box | undefined {
	const sides = sidesOf( box );
	const next = Object.fromEntries(
		SIDES.map( ( s ) => [
			s,
			side === 'all' || s === side ? value : ( sides[ s ] ?? 0 ),
		] )
	) as Record< Side, number >;
	const values = SIDES.map( ( s ) => next[ s ] );
	if ( values.every( ( v ) => v === 0 ) ) {
		return undefined;
	}
	if ( values.every( ( v ) => v === values[ 0 ] ) ) {
		return values[ 0 ];
	}
	return next;
}
