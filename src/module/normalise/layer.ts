import type { LayerView } from '../../schema/layer';
import type { Timeline } from '../../schema/timeline';
import { accessibility } from './accessibility';
import type { NormaliseContext } from './context';
import { activeFilters } from './filters';
import { cleanSrcset } from '../../schema/url';
import { withHref } from '../actions/href';
import type { TimelineSharer } from './shared-timelines';
import { layerTag } from './tags';

const SCENES = [ 'in', 'out', 'loop', 'pan', 'mask', 'clip' ] as const;

/**
 * Timelines with only the active filters, on the layer and on each frame.
 *
 * @param tl The layer's timelines.
 */
export function normaliseTimeline( tl: Timeline ): Timeline {
	// Without filters there is nothing to change: the timelines as read, not a copy per layer.
	if (
		! tl.filter &&
		! SCENES.some( ( name ) =>
			tl[ name ]?.frames.some( ( frame ) => frame.filter )
		)
	) {
		return tl;
	}
	const next: Timeline = { ...tl };
	if ( tl.filter ) {
		next.filter = activeFilters( tl.filter );
	}
	for ( const name of SCENES ) {
		const scene = tl[ name ];
		if ( scene ) {
			next[ name ] = {
				...scene,
				frames: scene.frames.map( ( frame ) =>
					frame.filter
						? { ...frame, filter: activeFilters( frame.filter ) }
						: frame
				),
			};
		}
	}
	return next;
}

/**
 * The rules on the fields the visitor runtime reads: tag whitelist,
 * accessibility switch, active filters.
 *
 * @param layer The layer.
 * @param ctx   The module's context.
 * @param share One object for equal timelines of the slide's layers (shared-timelines.ts).
 */
export function normaliseLayerView< T extends LayerView >(
	layer: T,
	ctx: NormaliseContext,
	share?: TimelineSharer
): T {
	const tl = normaliseTimeline( layer.tl );
	return {
		...layer,
		tag: layerTag( layer.tag, ctx.customTags ),
		acc: accessibility( layer.acc, ctx.accessibility ),
		tl: share ? share( tl ) : tl,
		// The candidates' URLs by the URL policy, as the image's src.
		content: layer.content.srcset
			? { ...layer.content, srcset: cleanSrcset( layer.content.srcset ) }
			: layer.content,
		// Link addresses by the link rules: what the rendered <a> shows.
		// No actions: the list as read (often the one shared default), not a new empty one.
		actions: layer.actions.length
			? layer.actions.map( withHref )
			: layer.actions,
	};
}
