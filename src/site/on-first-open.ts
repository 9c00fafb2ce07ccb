// A panel whose code is a chunk of its own: the chunk is fetched as the visitor heads for the
// button (pointer over it, focus, a press), and on the first click the panel is built and opened;
// from then on the panel's own listeners answer the button. Keyboard activation is a click too.

type Panel = { open: () => void; destroy: () => void };

const PREFETCH_EVENTS = [ 'pointerenter', 'focus', 'pointerdown' ] as const;

/**
 * Builds and opens a panel on the button's first click; returns its cleanup.
 *
 * @param button The button that opens the panel.
 * @param load   Fetches the chunk (webpack keeps one fetch per chunk).
 * @param build  Makes the panel from the chunk; its listeners take over the button.
 */
export function onFirstOpen< Chunk >(
	button: HTMLElement,
	load: () => Promise< Chunk >,
	build: ( chunk: Chunk ) => Panel
): { destroy: () => void } {
	let panel: Panel | null = null;
	let destroyed = false;
	let opening = false;

	const prefetch = () => {
		load().catch( () => {} );
	};
	const onClick = () => {
		if ( opening ) {
			return;
		}
		opening = true;
		load()
			.then( ( chunk ) => {
				if ( destroyed ) {
					return;
				}
				detach();
				panel = build( chunk );
				panel.open();
			} )
			.catch( ( error: unknown ) => {
				// A failed fetch is tried again on the next click.
				opening = false;
				// eslint-disable-next-line no-console
				console.error( 'Stagecraft: the panel did not load', error );
			} );
	};
	function detach() {
		button.removeEventListener( 'click', onClick );
		for ( const type of PREFETCH_EVENTS ) {
			button.removeEventListener( type, prefetch );
		}
	}

	button.addEventListener( 'click', onClick );
	for ( const type of PREFETCH_EVENTS ) {
		button.addEventListener( type, prefetch, { once: true } );
	}
	return {
		destroy() {
			destroyed = true;
			detach();
			panel?.destroy();
		},
	};
}
