/**
 * Form statuses of spec section 4, mirrored in data-status and a class.
 */

export const STATUS_CLASS: Record< string, string > = {
	init: 'init',
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	mail_sent: 'sent',
	mail_failed: 'failed',
	submitting: 'submitting',
	resetting: 'resetting',
	validating: 'validating',
	payment_required: 'payment-required',
};

/**
 * The class of a status; any other value is a custom status, sanitised like CF7 does.
 * @param status
 */
export function statusClass( status: string ): string {
	return (
		STATUS_CLASS[ status ] ??
		( status
			.toLowerCase()
			.replace( /[^0-9a-z]+/g, ' ' )
			.trim()
			.replace( /\s+/g, '-' ) ||
			'custom' )
	);
}

/**
 * Sets the status on the form: class, data-status, inert elements, and the event.
 *
 * @param form   Form element.
 * @param status New status.
 * @param fire   Dispatches wpcf7statuschanged.
 */
export function applyStatus(
	form: HTMLFormElement,
	status: string,
	fire: ( status: string ) => void
): void {
	const next = statusClass( status );
	const prev = form.getAttribute( 'data-status' ) ?? '';
	if ( prev === next ) {
		return;
	}
	if ( prev ) {
		form.classList.remove( prev );
	}
	form.classList.add( next );
	form.setAttribute( 'data-status', next );
	// Elements opt in with data-inert-on="submitting validating …".
	form.querySelectorAll< HTMLElement >( '[data-inert-on]' ).forEach(
		( el ) => {
			const on = ( el.dataset.inertOn ?? '' ).split( /\s+/ );
			el.inert = on.includes( next ) || on.includes( status );
		}
	);
	fire( status );
}
