/**
 * Small behaviours of spec section 5: url scheme, acceptance, exclusive checkboxes, counters.
 * Each returns a function that removes its listeners.
 */
import { utf16Length } from '../rules/text';
import { cssString } from './css';

type Off = () => void;

function on< K extends keyof HTMLElementEventMap >(
	el: HTMLElement,
	type: K,
	fn: ( event: HTMLElementEventMap[ K ] ) => void
): Off {
	el.addEventListener( type, fn );
	return () => el.removeEventListener( type, fn );
}

/**
 * Runs update now, on the given event and after a form reset (once the reset has applied).
 *
 * @param form   The form.
 * @param event  The event that changes what update reads.
 * @param update The refresh.
 */
function keepUpdated(
	form: HTMLFormElement,
	event: 'change' | 'input',
	update: () => void
): Off {
	update();
	const offEvent = on( form, event, update );
	const offReset = on( form, 'reset', () => setTimeout( update, 0 ) );
	return () => {
		offEvent();
		offReset();
	};
}

/**
 * A url without a scheme but with a dot gets http:// on change, in controls marked as Contact
 * Form 7 marks them (`wpcf7-validates-as-url`), so a form styled or built for its client behaves the same.
 * @param form
 */
export function urlPrefix( form: HTMLFormElement ): Off {
	return on( form, 'change', ( event ) => {
		const input = event.target;
		if (
			input instanceof HTMLInputElement &&
			input.classList.contains( 'wpcf7-validates-as-url' )
		) {
			const value = input.value.trim();
			if (
				value &&
				! /^[a-z][a-z0-9.+-]*:/i.test( value ) &&
				value.includes( '.' )
			) {
				input.value = 'http://' + value.replace( /^\/+/, '' );
			}
		}
	} );
}

/**
 * Submit stays disabled until every non-optional acceptance box is ticked (unticked if invert).
 * @param form
 */
export function acceptance( form: HTMLFormElement ): Off {
	const update = (): void => {
		let ok = true;
		form.querySelectorAll< HTMLElement >( '.wpcf7-acceptance' ).forEach(
			( box ) => {
				if ( box.classList.contains( 'optional' ) ) {
					return;
				}
				const checkbox = box.querySelector< HTMLInputElement >(
					'input[type="checkbox"]'
				);
				const invert = box.classList.contains( 'invert' );
				if ( checkbox && checkbox.checked === invert ) {
					ok = false;
				}
			}
		);
		form.querySelectorAll< HTMLInputElement >( '.wpcf7-submit' ).forEach(
			( button ) => {
				button.disabled = ! ok;
			}
		);
	};
	return keepUpdated( form, 'change', update );
}

/**
 * Ticking an exclusive checkbox unticks its siblings.
 * @param form
 */
export function exclusive( form: HTMLFormElement ): Off {
	return on( form, 'change', ( event ) => {
		const input = event.target;
		if (
			input instanceof HTMLInputElement &&
			input.checked &&
			input.closest( '.wpcf7-exclusive-checkbox' )
		) {
			input
				.closest( '.wpcf7-exclusive-checkbox' )
				?.querySelectorAll< HTMLInputElement >(
					'input[type="checkbox"]'
				)
				.forEach( ( other ) => {
					if ( other !== input ) {
						other.checked = false;
					}
				} );
		}
	} );
}

/**
 * Character counters count up or down and flag too long or too short.
 * @param form
 */
export function counters( form: HTMLFormElement ): Off {
	const update = (): void => {
		form.querySelectorAll< HTMLElement >(
			'.wpcf7-character-count'
		).forEach( ( counter ) => {
			const name = counter.dataset.targetName ?? '';
			const target = form.querySelector<
				HTMLInputElement | HTMLTextAreaElement
			>( `[name="${ cssString( name ) }"]` );
			const length = target ? utf16Length( target.value ) : 0;
			const start = Number( counter.dataset.startingValue ?? 0 );
			const down = counter.classList.contains( 'down' );
			const current = down ? start - length : start + length;
			counter.dataset.currentValue = String( current );
			counter.textContent = String( current );
			const max = counter.dataset.maximumValue;
			const min = counter.dataset.minimumValue;
			counter.classList.toggle(
				'too-long',
				!! max && Number( max ) < length
			);
			counter.classList.toggle(
				'too-short',
				!! min && length > 0 && length < Number( min )
			);
		} );
	};
	return keepUpdated( form, 'input', update );
}

/**
 * A free-text input is enabled only while its option is checked.
 * @param form
 */
export function freeText( form: HTMLFormElement ): Off {
	const update = (): void => {
		form.querySelectorAll< HTMLElement >( '.has-free-text' ).forEach(
			( item ) => {
				const option = item.querySelector< HTMLInputElement >(
					'input[type="checkbox"], input[type="radio"]'
				);
				const text =
					item.querySelector< HTMLInputElement >(
						'.wpcf7-free-text'
					);
				if ( option && text ) {
					text.disabled = ! option.checked;
				}
			}
		);
	};
	return keepUpdated( form, 'change', update );
}
