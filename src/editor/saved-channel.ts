// "A module was saved", told to the site's other tabs (BroadcastChannel, same origin only), so
// a block editor showing the module redraws its preview as soon as the module editor saves.
const CHANNEL = 'stagecraft-module-saved';

const open = (): BroadcastChannel | null =>
	typeof BroadcastChannel === 'function'
		? new BroadcastChannel( CHANNEL )
		: null;

/**
 * Tells the other tabs that a module was saved.
 *
 * @param id The module's id.
 */
export function announceSaved( id: number ): void {
	const channel = open();
	channel?.postMessage( { id } );
	channel?.close();
}

/**
 * Calls back when another tab saves the module; returns the function that stops listening.
 *
 * @param id       The module's id.
 * @param callback What to do.
 */
export function onSaved( id: number, callback: () => void ): () => void {
	const channel = open();
	if ( ! channel ) {
		return () => undefined;
	}
	channel.onmessage = ( event: MessageEvent< unknown > ) => {
		const data = event.data as { id?: unknown } | null;
		if ( data?.id === id ) {
			callback();
		}
	};
	return () => channel.close();
}
