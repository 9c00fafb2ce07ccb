// Moving a layer with the pointer: the layer follows live (a CSS translate, which leaves the
// runtime's own transforms alone) and one edit is written when the pointer is released.
import type { Layer } from '../../schema/layer';
import { px, snap } from '../store/levels';

export interface DragStart {
	/** The layer's offsets on the level when the drag began, in grid px. */
	x: number;
	y: number;
	/** Its box in grid px, and the level grid's size, for snapping. */
	width: number;
	height: number;
	gridWidth: number;
	gridHeight: number;
}

/**
 * The offsets a drag by (dx, dy) screen px gives, in grid px. A layer aligned right or bottom
 * counts its offset from that edge, so moving right lowers it; a layer aligned left or top
 * snaps to the grid's start, centre and end.
 *
 * @param layer The layer.
 * @param level Level index.
 * @param start Where the drag began.
 * @param dx    Pointer movement, grid px.
 * @param dy    Pointer movement, grid px.
 * @param free  Snapping off (Alt held).
 */
export function dragTo(
	layer: Layer,
	level: number,
	start: DragStart,
	dx: number,
	dy: number,
	free = false
): { x: number; y: number } {
	const h = layer.pos.h[ level ];
	const v = layer.pos.v[ level ];
	let x = start.x + ( h === 'right' ? -dx : dx );
	let y = start.y + ( v === 'bottom' ? -dy : dy );
	if ( ! free && h === 'left' ) {
		x = snap( x, start.width, start.gridWidth );
	}
	if ( ! free && v === 'top' ) {
		y = snap( y, start.height, start.gridHeight );
	}
	return { x: Math.round( x ), y: Math.round( y ) };
}

/**
 * The layer's stored offsets on a level, in grid px (a length that is not px counts as the
 * measured one).
 *
 * @param layer      The layer.
 * @param level      Level index.
 * @param measured   Offsets measured on the canvas, grid px.
 * @param measured.x
 * @param measured.y
 */
export const offsetsOf = (
	layer: Layer,
	level: number,
	measured: { x: number; y: number }
) => ( {
	x: px( layer.pos.x[ level ] ) ?? measured.x,
	y: px( layer.pos.y[ level ] ) ?? measured.y,
} );
