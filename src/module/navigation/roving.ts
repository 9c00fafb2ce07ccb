// The item lists' geometry and keys, apart from their DOM: pointer moves, the strip's window,
// and the roving focus of the APG tabs pattern.
import { TOUCH_MOVED } from './constants';

interface Point {
	x: number;
	y: number;
}

/**
 * Whether a pointer moved far enough from where it went down to count as
 * a move (then releasing it is not a click).
 *
 * @param from  Where the pointer went down.
 * @param to    Where it is now.
 * @param limit Distance in px (spec: 5).
 */
export function movedPast(
	from: Point,
	to: Point,
	limit = TOUCH_MOVED
): boolean {
	return Math.hypot( to.x - from.x, to.y - from.y ) > limit;
}

/**
 * The first item of an m-item window that keeps `position` in view, as
 * centred as the ends allow.
 *
 * @param position Position of the current item.
 * @param count    Number of items.
 * @param max      Items visible at once.
 */
export function windowStart(
	position: number,
	count: number,
	max: number
): number {
	if ( count <= max || position < 0 ) {
		return 0;
	}
	const start = position - Math.floor( ( max - 1 ) / 2 );
	return Math.min( Math.max( 0, start ), count - max );
}

/**
 * The position an arrow, Home or End key moves to among the shown items,
 * wrapping at the ends as the APG tabs pattern does; -1 for another key.
 * Both arrow pairs work in either direction: the module's own arrow keys
 * (keyboard.ts) change slides with both, so a list taking only one pair
 * would let the other slip through to them.
 *
 * @param key   The key pressed.
 * @param from  Position of the focused item.
 * @param shown Whether each position is shown (hal hides slides).
 */
export function rovingTarget(
	key: string,
	from: number,
	shown: readonly boolean[]
): number {
	const count = shown.length;
	const step = ( start: number, by: number ) => {
		for ( let i = 1; i <= count; i++ ) {
			const at = ( ( ( start + by * i ) % count ) + count ) % count;
			if ( shown[ at ] ) {
				return at;
			}
		}
		return -1;
	};
	switch ( key ) {
		case 'ArrowRight':
		case 'ArrowDown':
			return step( from, 1 );
		case 'ArrowLeft':
		case 'ArrowUp':
			return step( from, -1 );
		case 'Home':
			return step( -1, 1 );
		case 'End':
			return step( count, -1 );
	}
	return -1;
}
