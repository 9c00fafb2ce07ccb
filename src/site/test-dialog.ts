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
