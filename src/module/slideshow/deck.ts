import type { SlideView } from '../../schema/slide-view';

/** A slide change request: '+1', '-1', '#id', 'first', 'last', 'random' or an index into the slides. */
export type SlideRef = number | string;

export type Direction = 'forward' | 'backward';

export interface Target {
	/** Index into the module's slides. */
	index: number;
	direction: Direction;
}

export interface Deck {
	/** Play order: indexes into the slides, without slides hidden by hal. */
	order: () => number[];
	/** Navigation order: the play order without hfn slides. */
	navOrder: () => number[];
	/** Where a request leads from the current slide, or null when nowhere. */
	resolve: ( ref: SlideRef, from: number ) => Target | null;
	/** Whether the slide is the last of the play order. */
	isLast: ( index: number ) => boolean;
	/** Applies hal: slides hidden after this many loops leave order and navigation. */
	applyLoops: ( loops: number ) => void;
}

/**
 * Play and navigation order of a module's slides and how change requests
 * resolve against them, with wraparound both ways.
 *
 * @param slides    The module's slides (display order).
 * @param fullOrder Play order as prepared (shuffled when set).
 * @param random    Random source for 'random'.
 */
export function createDeck(
	slides: readonly SlideView[],
	fullOrder: readonly number[],
	random: () => number = Math.random
): Deck {
	const hidden = new Set< number >();

	const order = () => fullOrder.filter( ( index ) => ! hidden.has( index ) );

	// A slide hidden while current still has a place in the full order to step from.
	function step( from: number, delta: 1 | -1 ): number | null {
		const active = order();
		if ( active.length === 0 ) {
			return null;
		}
		const n = fullOrder.length;
		let position = fullOrder.indexOf( from );
		if ( position < 0 ) {
			return active[ delta > 0 ? 0 : active.length - 1 ];
		}
		for ( let i = 0; i < n; i++ ) {
			position = ( position + delta + n ) % n;
			if ( ! hidden.has( fullOrder[ position ] ) ) {
				return fullOrder[ position ];
			}
		}
		return null;
	}

	function direction( from: number, to: number ): Direction {
		const active = order();
		return active.indexOf( to ) >= active.indexOf( from )
			? 'forward'
			: 'backward';
	}

	function byId( key: string ): number {
		return slides.findIndex(
			( slide ) =>
				String( slide.id ) === key || slide.attr?.deepLink === key
		);
	}

	function pick( ref: SlideRef, from: number ): number | null {
		if ( typeof ref === 'number' ) {
			return Number.isInteger( ref ) && slides[ ref ] ? ref : null;
		}
		switch ( ref ) {
			case '+1':
				return step( from, 1 );
			case '-1':
				return step( from, -1 );
			case 'first':
				return order()[ 0 ] ?? null;
			case 'last':
				return order().at( -1 ) ?? null;
			case 'random': {
				const others = order().filter( ( index ) => index !== from );
				return others.length
					? others[ Math.floor( random() * others.length ) ]
					: null;
			}
		}
		if ( ref.startsWith( '#' ) ) {
			const index = byId( ref.slice( 1 ) );
			return index >= 0 ? index : null;
		}
		// Numbers as strings, as a page may pass them from markup.
		return /^\d+$/.test( ref ) ? pick( Number( ref ), from ) : null;
	}

	return {
		order,
		navOrder: () =>
			order().filter( ( index ) => ! slides[ index ].slideshow.hfn ),
		resolve( ref, from ) {
			const index = pick( ref, from );
			if ( index === null ) {
				return null;
			}
			let dir: Direction;
			if ( ref === '+1' ) {
				dir = 'forward';
			} else if ( ref === '-1' ) {
				dir = 'backward';
			} else {
				dir = direction( from, index );
			}
			return { index, direction: dir };
		},
		isLast( index ) {
			const active = order();
			return active[ active.length - 1 ] === index;
		},
		applyLoops( loops ) {
			for ( const index of fullOrder ) {
				const hal = slides[ index ].slideshow.hal;
				if ( hal > 0 && loops >= hal ) {
					hidden.add( index );
				}
			}
			// Never hide every slide: the module would have nothing to show.
			if ( hidden.size >= fullOrder.length ) {
				hidden.delete( fullOrder[ 0 ] );
			}
		},
	};
}
