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

/**
 * The media triggers (evt) of a layer with media: its media started
 * playing, was paused, or reached its end.
 */
export const MEDIA_EVENTS = [ 'mediastart', 'mediapause', 'mediaend' ] as const;

export type MediaEventName = ( typeof MEDIA_EVENTS )[ number ];

/**
 * Turns a module's media state changes (-1…4, spec section 4) into media
 * triggers, per layer: playing (1) after not playing is mediastart, paused
 * (2) while playing is mediapause, ended (0) is mediaend. Buffering (3)
 * leaves it as it was, so a stall never counts as a new start.
 */
export function createMediaTriggers(): (
	layer: string,
	state: number
) => MediaEventName | null {
	const playing = new Set< string >();
	return ( layer, state ) => {
		if ( state === 3 ) {
			return null;
		}
		const was = playing.has( layer );
		if ( state === 1 ) {
			playing.add( layer );
			return was ? null : 'mediastart';
		}
		playing.delete( layer );
		if ( state === 0 ) {
			return 'mediaend';
		}
		return state === 2 && was ? 'mediapause' : null;
	};
}
