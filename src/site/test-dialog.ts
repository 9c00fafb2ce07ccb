import { CONSENT_COOKIE } from './consent-pending';
import { createDialogStack, DIALOG_STACK_KEY } from './dialog-stack';

/**
 * jsdom has <dialog> without the modal part: showModal and close set `open`, for unit tests.
 */
export function polyfillModalDialog(): void {
	HTMLDialogElement.prototype.showModal ??= function (
		this: HTMLDialogElement
	) {
		this.open = true;
	};
	HTMLDialogElement.prototype.close ??= function ( this: HTMLDialogElement ) {
		this.open = false;
	};
}

/**
 * A fresh page for a consent test: a new dialog stack (it lives on window under a registered
 * symbol) and no stored answer.
 */
export function freshConsentPage(): void {
	( window as unknown as Record< symbol, unknown > )[ DIALOG_STACK_KEY ] =
		createDialogStack();
	document.cookie = `${ CONSENT_COOKIE }=; max-age=0; path=/`;
}
