// One stack of open modal dialogs for the whole page (consent, popups, header panels, and the
// module modal when it comes): only the top dialog answers Tab and Escape, and dialogs that open
// on their own (a timed, scroll or exit-intent popup) wait in a queue until nothing else is open
// or about to open, so a visitor meets one dialog at a time.
//
// Each block's view script is its own bundle, so the stack lives on `window` under a registered
// symbol: every bundle that imports this file finds the same one.

export type DialogStack = {
	/** A dialog opened: it is on top now. */
	push: ( dialog: HTMLElement ) => void;
	/** A dialog closed (wherever it sits); the queue moves once nothing is open. */
	remove: ( dialog: HTMLElement ) => void;
	isTop: ( dialog: HTMLElement ) => boolean;
	size: () => number;
	/**
	 * Runs `show` now when no dialog is open and no gate holds, else once that is so. One entry
	 * per key: asking again while queued changes nothing. Returns a function that unqueues it.
	 */
	whenFree: ( key: string, show: () => void ) => () => void;
	/** While `holds()` is true, queued dialogs wait (e.g. a consent dialog about to open). */
	addGate: ( key: string, holds: () => boolean ) => void;
	/** Looks at the gates and the queue again: call when a gate may have let go. */
	flush: () => void;
};

type Queued = { key: string; show: () => void };

export function createDialogStack(): DialogStack {
	const open: HTMLElement[] = [];
	const queue: Queued[] = [];
	const gates = new Map< string, () => boolean >();
	let flushing = false;

	const free = () =>
		open.length === 0 &&
		! Array.from( gates.values() ).some( ( holds ) => holds() );

	function flush() {
		// A shown dialog pushes itself, which ends the loop; one that decides not to open
		// (suppressed meanwhile) lets the next in line try.
		if ( flushing ) {
			return;
		}
		flushing = true;
		try {
			while ( queue.length > 0 && free() ) {
				queue.shift()?.show();
			}
		} finally {
			flushing = false;
		}
	}

	return {
		push( dialog ) {
			const at = open.indexOf( dialog );
			if ( at > -1 ) {
				open.splice( at, 1 );
			}
			open.push( dialog );
		},
		remove( dialog ) {
			const at = open.indexOf( dialog );
			if ( at > -1 ) {
				open.splice( at, 1 );
			}
			flush();
		},
		isTop: ( dialog ) => open[ open.length - 1 ] === dialog,
		size: () => open.length,
		whenFree( key, show ) {
			if ( ! queue.some( ( q ) => q.key === key ) ) {
				queue.push( { key, show } );
			}
			flush();
			return () => {
				const at = queue.findIndex( ( q ) => q.key === key );
				if ( at > -1 ) {
					queue.splice( at, 1 );
				}
			};
		},
		addGate( key, holds ) {
			gates.set( key, holds );
		},
		flush,
	};
}

/** Where the page's stack lives on window: one registered symbol, shared by every bundle. */
export const DIALOG_STACK_KEY = Symbol.for( 'stagecraft.dialogStack' );
type WithStack = Window & { [ DIALOG_STACK_KEY ]?: DialogStack };

/**
 * The page's stack, created by whichever bundle asks first.
 * @param win
 */
export function dialogStack( win: Window = window ): DialogStack {
	const host = win as WithStack;
	if ( ! host[ DIALOG_STACK_KEY ] ) {
		const stack = createDialogStack();
		host[ DIALOG_STACK_KEY ] = stack;
		// Gates may depend on scripts that never came (see consent-pending.ts): look again
		// once the page has loaded.
		if ( win.document.readyState !== 'complete' ) {
			win.addEventListener( 'load', () => stack.flush(), { once: true } );
		}
	}
	return host[ DIALOG_STACK_KEY ] as DialogStack;
}
