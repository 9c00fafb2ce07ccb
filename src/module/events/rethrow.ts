/**
 * Reports a handler's error without stopping the code that called the
 * handler, nor the other handlers: it is thrown again in a task of its own.
 * A plain timer on purpose: an error report outlives the module.
 *
 * @param error What the handler threw.
 */
export function rethrowLater( error: unknown ) {
	setTimeout( () => {
		throw error;
	} );
}
