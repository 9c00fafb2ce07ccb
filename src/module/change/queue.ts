import type { Deck, SlideRef, Target } from '../slideshow/deck';

export interface ChangeQueueOptions {
	deck: Deck;
	/** Index of the current slide. */
	current: () => number;
	/** Runs one change scene; the next request waits for it. */
	run: ( from: number, target: Target ) => Promise< void >;
}

export interface ChangeQueue {
	/** Asks for a slide; runs now, after the running scene, or once visible. */
	request: ( ref: SlideRef ) => void;
	/** Whether the module is in the viewport; requests wait while it is not. */
	setVisible: ( visible: boolean ) => void;
	readonly busy: boolean;
	destroy: () => void;
}

/**
 * Slide change requests of spec section 4: resolved against the current slide
 * when their turn comes, queued while a scene runs and deferred while the
 * module is outside the viewport.
 *
 * @param options Deck, current slide and the scene runner.
 */
export function createChangeQueue( options: ChangeQueueOptions ): ChangeQueue {
	const waiting: SlideRef[] = [];
	let visible = false;
	let busy = false;
	let destroyed = false;

	async function drain() {
		while ( ! busy && visible && ! destroyed && waiting.length > 0 ) {
			const ref = waiting.shift() as SlideRef;
			const from = options.current();
			const target = options.deck.resolve( ref, from );
			if ( ! target || target.index === from ) {
				continue;
			}
			busy = true;
			try {
				await options.run( from, target );
			} finally {
				busy = false;
			}
		}
	}

	return {
		request( ref ) {
			if ( destroyed ) {
				return;
			}
			waiting.push( ref );
			void drain();
		},
		setVisible( next ) {
			visible = next;
			void drain();
		},
		get busy() {
			return busy;
		},
		destroy() {
			destroyed = true;
			waiting.length = 0;
		},
	};
}
