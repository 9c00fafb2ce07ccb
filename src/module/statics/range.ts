import type { LayerView } from '../../schema/layer-view';

// Global (static) layers (spec section 3: sStart and sEnd): a layer of a global slide shows
// from slide sStart to slide sEnd, both counted from 1 and included. Unset, or not a number,
// is the first or the last slide.

function slideNumber( value: LayerView[ 'sStart' ], fallback: number ) {
	const parsed =
		typeof value === 'number' ? value : parseInt( String( value ), 10 );
	return Number.isFinite( parsed ) && parsed > 0 ? parsed : fallback;
}

/**
 * Whether a global layer shows on a slide.
 *
 * @param layer The global layer.
 * @param index The current slide's index (from 0).
 * @param total How many slides the module has.
 */
export function inStaticRange(
	layer: Pick< LayerView, 'sStart' | 'sEnd' >,
	index: number,
	total: number
): boolean {
	const from = slideNumber( layer.sStart, 1 );
	const to = slideNumber( layer.sEnd, total );
	return index + 1 >= from && index + 1 <= to;
}
