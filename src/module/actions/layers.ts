import type { Action } from '../../schema/action';
import type { LayerView } from '../../schema/layer-view';
import type { ActionContext, ActionSource } from './context';

/**
 * The event a toggle-text layer listens for: TOGGLE_EVENT of
 * src/react/layers/useToggle.ts (the engine may not import the renderer).
 */
export const LAYER_TOGGLE_EVENT = 'stagecraft:toggle';

/** A layer of a slide with its element. */
export interface LayerTarget {
	layer: LayerView;
	element: HTMLElement;
}

/**
 * The layers an action works on: those its src names on the slide the action
 * fired on, or the action's own layer when src is empty.
 *
 * @param action  The action.
 * @param source  Where it fired.
 * @param context The module.
 */
export function targetsOf(
	action: Action,
	source: ActionSource,
	context: ActionContext
): LayerTarget[] {
	const ids = ( action.src ?? [] ).map( String );
	if ( ids.length === 0 ) {
		return [ { layer: source.layer, element: source.element } ];
	}
	const slideEl = context.stage.querySelector(
		`[data-slide-index="${ source.slide }"]`
	);
	const layers = context.slides[ source.slide ]?.layers ?? [];
	return ids.flatMap( ( id ) => {
		const layer = layers.find( ( item ) => String( item.id ) === id );
		const element = slideEl?.querySelector< HTMLElement >(
			`[data-layer-id="${ CSS.escape( id ) }"]`
		);
		return layer && element ? [ { layer, element } ] : [];
	} );
}

// The wrapper carries the shown/hidden state, so the layer's own styles stay the scenes'.
const wrapOf = ( element: HTMLElement ) =>
	element.closest< HTMLElement >( '[data-wrap-of]' ) ?? element;

/**
 * Whether an action hid the layer.
 * @param element
 */
export const isHidden = ( element: HTMLElement ) =>
	wrapOf( element ).dataset.actionHidden === 'true';

/**
 * Shows or hides a layer (toggle layer actions): its in or out scene plays, or
 * a fade when it has none; a hidden layer leaves the tab order and the
 * accessibility tree once its scene ends.
 *
 * @param target  The layer.
 * @param show    Show, or hide.
 * @param context The module.
 */
export async function setShown(
	target: LayerTarget,
	show: boolean,
	context: ActionContext
): Promise< void > {
	const wrap = wrapOf( target.element );
	wrap.dataset.actionHidden = show ? 'false' : 'true';
	const frames = target.layer.tl[ show ? 'in' : 'out' ]?.frames ?? [];
	if ( show ) {
		wrap.removeAttribute( 'inert' );
		wrap.style.removeProperty( 'visibility' );
	}
	if ( frames.length === 0 ) {
		await context.motion.fade( target.element, show ? 1 : 0, 300 );
	} else if ( show ) {
		await context.motion.animateIn(
			target.element,
			frames,
			{},
			target.layer.tl
		);
	} else {
		await context.motion.animateOut(
			target.element,
			frames,
			{},
			target.layer.tl
		);
	}
	if ( ! show && isHidden( target.element ) ) {
		wrap.setAttribute( 'inert', '' );
		wrap.style.visibility = 'hidden';
	}
}

/**
 * Switches a layer's toggle text (the layer listens, src/react/layers/useToggle.ts).
 *
 * @param target The layer.
 */
export function toggleText( target: LayerTarget ): void {
	target.element.dispatchEvent( new CustomEvent( LAYER_TOGGLE_EVENT ) );
}

/**
 * Toggles the action's class names on a layer; only class-name characters pass.
 *
 * @param target The layer.
 * @param names  The action's class field.
 */
export function toggleClass( target: LayerTarget, names: string ): void {
	names
		.split( /\s+/ )
		.filter( ( name ) => /^-?[_a-zA-Z][\w-]*$/.test( name ) )
		.forEach( ( name ) => target.element.classList.toggle( name ) );
}
