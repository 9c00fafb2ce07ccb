import { useEffect, useState } from 'react';
import type { LayerView } from '../../schema/layer-view';

/** Dispatched on a layer element to switch its toggle text (actions use it too). */
export const TOGGLE_EVENT = 'stagecraft:toggle';

// A button layer with a link renders as <a> (Layer.tsx), which navigates instead of toggling.
const linked = ( layer: LayerView ) =>
	layer.actions.some( ( action ) => action.a === 'link' && action.link );

/** What a toggle adds to its layer element. */
export interface ToggleAttributes {
	ref?: ( element: HTMLElement | null ) => void;
	'data-toggled'?: 'true' | 'false';
	'aria-pressed'?: boolean;
}

/**
 * Whether a layer has toggle text (only such layers need the hook below).
 *
 * @param layer The layer.
 */
export const hasToggle = ( layer: LayerView ): boolean =>
	Boolean( layer.tog?.use && layer.tog.text !== undefined );

/**
 * Toggle text (spec section 4): a layer with `tog` switches between its
 * default and its toggled text. A button layer toggles on click and says so
 * with aria-pressed; any layer toggles on the TOGGLE_EVENT.
 *
 * @param layer The layer.
 */
export function useToggle( layer: LayerView ): {
	text: string;
	attributes: ToggleAttributes;
} {
	const enabled = hasToggle( layer );
	const [ toggled, setToggled ] = useState( false );
	const [ element, setElement ] = useState< HTMLElement | null >( null );

	useEffect( () => {
		if ( ! enabled || ! element ) {
			return;
		}
		const flip = () => setToggled( ( value ) => ! value );
		const onClick = ( event: Event ) => {
			// A linked button still navigates; only plain buttons toggle.
			if ( event.currentTarget instanceof HTMLButtonElement ) {
				flip();
			}
		};
		element.addEventListener( TOGGLE_EVENT, flip );
		element.addEventListener( 'click', onClick );
		return () => {
			element.removeEventListener( TOGGLE_EVENT, flip );
			element.removeEventListener( 'click', onClick );
		};
	}, [ enabled, element ] );

	const text =
		enabled && toggled
			? ( layer.tog?.text ?? '' )
			: ( layer.content.text ?? '' );
	return {
		text,
		attributes: enabled
			? {
					ref: setElement,
					'data-toggled': toggled ? 'true' : 'false',
					// Only a button element may be pressed: a linked button is an <a>.
					'aria-pressed':
						layer.type === 'button' && ! linked( layer )
							? toggled
							: undefined,
				}
			: {},
	};
}
