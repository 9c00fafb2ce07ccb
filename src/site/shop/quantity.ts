// Quantity plus/minus (spec site.md section 9): step 1, minimum 1, maximum 9999 unless the input
// says otherwise; a change beyond a bound is ignored; the result rounded to one decimal place.

export interface QuantityBounds {
	step: number;
	min: number;
	max: number;
}

export const QUANTITY_DEFAULTS: QuantityBounds = { step: 1, min: 1, max: 9999 };

const numberOr = ( value: string | null, fallback: number ) => {
	const parsed =
		value === null || value.trim() === '' ? NaN : Number( value );
	return Number.isFinite( parsed ) ? parsed : fallback;
};

/**
 * The bounds of a quantity input (WooCommerce prints step, min and max; max may be empty).
 *
 * @param input The input.
 */
export function boundsOf( input: HTMLInputElement ): QuantityBounds {
	const step = numberOr(
		input.getAttribute( 'step' ),
		QUANTITY_DEFAULTS.step
	);
	return {
		step: step > 0 ? step : QUANTITY_DEFAULTS.step,
		min: numberOr( input.getAttribute( 'min' ), QUANTITY_DEFAULTS.min ),
		max: numberOr( input.getAttribute( 'max' ), QUANTITY_DEFAULTS.max ),
	};
}

/**
 * The quantity after one press of plus (+1) or minus (−1), or null when it would leave the bounds.
 *
 * @param value     The current value ('' or junk counts as the minimum).
 * @param direction +1 or −1.
 * @param bounds    Step, minimum and maximum.
 */
export function stepQuantity(
	value: string,
	direction: 1 | -1,
	bounds: QuantityBounds = QUANTITY_DEFAULTS
): number | null {
	const current = numberOr( value, bounds.min );
	const next = Math.round( ( current + direction * bounds.step ) * 10 ) / 10;
	return next < bounds.min || next > bounds.max ? null : next;
}

/**
 * Wires the plus and minus buttons of a WooCommerce quantity box; the input announces the change
 * as typing would (input and change events), so WooCommerce's cart enables "Update cart".
 *
 * @param box The `.quantity` element, holding the input and the two buttons.
 */
export function createQuantity( box: HTMLElement ): { destroy: () => void } {
	const input = box.querySelector< HTMLInputElement >( 'input.qty' );
	const onClick = ( event: MouseEvent ) => {
		const button = ( event.target as Element | null )?.closest(
			'[data-stagecraft-quantity]'
		);
		if ( ! input || ! button ) {
			return;
		}
		const direction =
			button.getAttribute( 'data-stagecraft-quantity' ) === 'plus'
				? 1
				: -1;
		const next = stepQuantity( input.value, direction, boundsOf( input ) );
		if ( next === null ) {
			return;
		}
		input.value = String( next );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};
	box.addEventListener( 'click', onClick );
	return { destroy: () => box.removeEventListener( 'click', onClick ) };
}
