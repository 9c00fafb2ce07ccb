// Values per device level (largedesktop … mobile): the editor writes the selected level only,
// unless the editor asks for "same on all levels".
import type { Layer } from '../../schema/layer';
import type { Length } from '../../schema/base';

/**
 * A per-level list with one level's entry changed, or every entry.
 *
 * @param values The five values.
 * @param level  Level index, 0 largedesktop … 4 mobile.
 * @param value  The new value.
 * @param all    Write every level.
 */
export function writeLevel< T >(
	values: readonly T[],
	level: number,
	value: T,
	all = false
): T[] {
	return values.map( ( old, i ) => ( all || i === level ? value : old ) );
}

/**
 * A length as px, when it is one (numbers and '12px'); otherwise null.
 * @param length
 */
export function px( length: Length | undefined ): number | null {
	if ( typeof length === 'number' ) {
		return length;
	}
	const match = /^(-?\d+(?:\.\d+)?)(px)?$/.exec( length?.trim() ?? '' );
	return match ? Number( match[ 1 ] ) : null;
}

/**
 * A layer moved on one level (or all): its x and y offsets in grid px. A length that is not in
 * px (a percentage) is replaced by the px the editor measured.
 *
 * @param layer The layer.
 * @param level Level index.
 * @param x     New x offset.
 * @param y     New y offset.
 * @param all   Write every level.
 */
export const placeLayer = (
	layer: Layer,
	level: number,
	x: number,
	y: number,
	all = false
): Layer => ( {
	...layer,
	pos: {
		...layer.pos,
		x: writeLevel( layer.pos.x, level, Math.round( x ), all ),
		y: writeLevel( layer.pos.y, level, Math.round( y ), all ),
	},
} );

/**
 * A layer resized on one level (or all), in grid px.
 *
 * @param layer  The layer.
 * @param level  Level index.
 * @param width  New width.
 * @param height New height.
 * @param all    Write every level.
 */
export const sizeLayer = (
	layer: Layer,
	level: number,
	width: number,
	height: number,
	all = false
): Layer => ( {
	...layer,
	size: {
		...layer.size,
		w: writeLevel(
			layer.size.w,
			level,
			Math.max( 1, Math.round( width ) ),
			all
		),
		h: writeLevel(
			layer.size.h,
			level,
			Math.max( 1, Math.round( height ) ),
			all
		),
	},
} );

/** Distance in grid px within which a moved edge or centre snaps. */
export const SNAP_DISTANCE = 8;

/**
 * An offset snapped to the grid's start, centre or end when the box comes within
 * SNAP_DISTANCE of one of them.
 *
 * @param offset The box's offset along one axis.
 * @param size   The box's size along that axis.
 * @param grid   The grid's size along that axis.
 */
export function snap( offset: number, size: number, grid: number ): number {
	const targets = [ 0, ( grid - size ) / 2, grid - size ];
	const near = targets.find(
		( target ) => Math.abs( offset - target ) <= SNAP_DISTANCE
	);
	return near ?? offset;
}

/** The per-level fields of a layer's box the inspector edits. */
export type LevelField =
	'pos.h' | 'pos.v' | 'pos.x' | 'pos.y' | 'size.w' | 'size.h';

type Align = {
	h: Layer[ 'pos' ][ 'h' ][ number ];
	v: Layer[ 'pos' ][ 'v' ][ number ];
};

/**
 * A layer's value of a per-level box field on one level.
 *
 * @param layer The layer.
 * @param field The field.
 * @param level Level index.
 */
export function readLevelField(
	layer: Layer,
	field: LevelField,
	level: number
): string | number {
	const [ group, key ] = field.split( '.' ) as [ 'pos' | 'size', string ];
	const lists: Record< string, unknown > = { ...layer[ group ] };
	const value = ( lists[ key ] as Array< string | number > )[ level ];
	return value;
}

/**
 * A layer with a per-level box field written on one level (or all).
 *
 * @param layer The layer.
 * @param field The field.
 * @param level Level index.
 * @param value The value: an alignment for pos.h/pos.v, a length otherwise.
 * @param all   Write every level.
 */
export function writeLevelField(
	layer: Layer,
	field: LevelField,
	level: number,
	value: string | number,
	all = false
): Layer {
	const { pos, size } = layer;
	switch ( field ) {
		case 'pos.h':
			return {
				...layer,
				pos: {
					...pos,
					h: writeLevel( pos.h, level, value as Align[ 'h' ], all ),
				},
			};
		case 'pos.v':
			return {
				...layer,
				pos: {
					...pos,
					v: writeLevel( pos.v, level, value as Align[ 'v' ], all ),
				},
			};
		case 'pos.x':
			return {
				...layer,
				pos: { ...pos, x: writeLevel( pos.x, level, value, all ) },
			};
		case 'pos.y':
			return {
				...layer,
				pos: { ...pos, y: writeLevel( pos.y, level, value, all ) },
			};
		case 'size.w':
			return {
				...layer,
				size: { ...size, w: writeLevel( size.w, level, value, all ) },
			};
		case 'size.h':
			return {
				...layer,
				size: { ...size, h: writeLevel( size.h, level, value, all ) },
			};
	}
	return layer;
}
