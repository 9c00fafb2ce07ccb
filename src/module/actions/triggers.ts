import type { LayerView } from '../../schema/layer-view';
import type { ActionContext } from './context';

/** A layer element found from a DOM event, with its slide. */
export interface LayerHit {
	layer: LayerView;
	element: HTMLElement;
	slide: number;
}

/**
 * The layers under an event target, innermost first: a click on a layer in a
 * container is also a click on the container.
 *
 * @param target  The event target.
 * @param context The module.
 */
export function layersAt(
	target: EventTarget | null,
	context: ActionContext
): LayerHit[] {
	const hits: LayerHit[] = [];
	let node =
		target instanceof Element
			? target.closest< HTMLElement >( '[data-layer-id]' )
			: null;
	while ( node && context.stage.contains( node ) ) {
		const slideEl = node.closest< HTMLElement >( '[data-slide-index]' );
		const slide = Number( slideEl?.dataset.slideIndex ?? -1 );
		const id = node.dataset.layerId;
		const layer = context.slides[ slide ]?.layers.find(
			( item ) => String( item.id ) === id
		);
		if ( layer ) {
			hits.push( { layer, element: node, slide } );
		}
		node =
			node.parentElement?.closest< HTMLElement >( '[data-layer-id]' ) ??
			null;
	}
	return hits;
}

/**
 * The trigger of an action: click when unset.
 *
 * @param evt The action's evt.
 */
export const eventOf = ( evt: string | undefined ) => ( evt ?? '' ) || 'click';
