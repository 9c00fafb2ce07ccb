// Event names to the events they carry, for the targets a module listens on.
type EventMap = WindowEventMap & DocumentEventMap & HTMLElementEventMap;
type EventOf< K extends string > = K extends keyof EventMap
	? EventMap[ K ]
	: Event;

/** Stops one listener, timer, frame or observer early; safe to call twice. */
export type Remove = () => void;

/**
 * Everything a module listens to, in one place (the Embla model): DOM
 * listeners, timers, animation frames and observers. clear() removes all of
 * them; each entry also leaves the store when it ends or is removed early,
 * so a long-lived module's store only holds what is live.
 */
export interface EventStore {
	/** The window of the module's document (the editor iframe's, in the editor). */
	readonly win: Window;
	readonly doc: Document;
	on: < K extends string >(
		target: EventTarget,
		type: K,
		handler: ( event: EventOf< K > ) => void,
		options?: AddEventListenerOptions | boolean
	) => Remove;
	timeout: ( callback: () => void, ms?: number ) => Remove;
	frame: ( callback: FrameRequestCallback ) => Remove;
	/** An observer (intersection, resize, mutation), disconnected on clear. */
	observe: ( observer: { disconnect: () => void } ) => Remove;
	/** Any other teardown (a subscription), run on clear. */
	defer: ( cleanup: () => void ) => Remove;
	/** A store of its own, cleared with this one (a part with its own destroy). */
	scope: () => EventStore;
	/** Entries live now (tests). */
	readonly size: number;
	clear: () => void;
}

/**
 * The window a node lives in: the module works against its own document's
 * window, so inside the editor's iframe it measures the iframe.
 *
 * @param node Any node of the document.
 */
export function ownerWindow( node: Node ): Window {
	return node.ownerDocument?.defaultView ?? window;
}

/**
 * The store a part listens through: a scope of the module's store when it
 * has one, else a store of its own for the node's window (tests, plugins).
 *
 * @param node  A node of the part.
 * @param store The module's store.
 */
export function partStore( node: Node, store?: EventStore ): EventStore {
	return store ? store.scope() : createEventStore( ownerWindow( node ) );
}

/**
 * An event store for one window.
 *
 * @param win The window timers and frames run on.
 */
export function createEventStore( win: Window = window ): EventStore {
	const entries = new Set< Remove >();

	// Adds a teardown; the returned remover runs it once and forgets it.
	function keep( teardown: () => void ): Remove {
		let live = true;
		const remove = () => {
			if ( live ) {
				live = false;
				entries.delete( remove );
				teardown();
			}
		};
		entries.add( remove );
		return remove;
	}

	const store: EventStore = {
		win,
		doc: win.document,
		on( target, type, handler, options ) {
			const listener = handler as EventListener;
			target.addEventListener( type, listener, options );
			return keep( () =>
				target.removeEventListener( type, listener, options )
			);
		},
		timeout( callback, ms = 0 ) {
			const id = win.setTimeout( () => {
				remove();
				callback();
			}, ms );
			const remove = keep( () => win.clearTimeout( id ) );
			return remove;
		},
		frame( callback ) {
			const id = win.requestAnimationFrame( ( time ) => {
				remove();
				callback( time );
			} );
			const remove = keep( () => win.cancelAnimationFrame( id ) );
			return remove;
		},
		observe: ( observer ) => keep( () => observer.disconnect() ),
		defer: keep,
		scope() {
			const child = createEventStore( win );
			const remove = keep( () => child.clear() );
			const clear = child.clear;
			// A child cleared on its own also leaves this store.
			child.clear = () => {
				clear();
				remove();
			};
			return child;
		},
		get size() {
			return entries.size;
		},
		clear() {
			[ ...entries ].reverse().forEach( ( remove ) => remove() );
		},
	};
	return store;
}
