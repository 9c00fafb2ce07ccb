import type { Split } from '../schema';
import type { SplitKind, SplitResult } from './split/split';

// Split text in the motion driver: the splitting itself is a chunk fetched the first time a
// layer asks for it; this keeps each layer's split, and splits it again when the layer's box
// changes size (a resize or another device level moves the line breaks).

const KINDS: readonly SplitKind[] = [ 'words', 'lines', 'chars' ];

type Splitter = typeof import( './split/split' ).splitText;

let loading: Promise< Splitter > | null = null;

/** Fetches the split text chunk once (again after a failure). */
export function loadSplitter(): Promise< Splitter > {
	loading ??= import(
		/* webpackChunkName: "module/split-text" */ './split/split'
	).then(
		( chunk ) => chunk.splitText,
		( error: unknown ) => {
			loading = null;
			throw error;
		}
	);
	return loading;
}

/**
 * The kinds a layer's split asks for; none means the layer is not split.
 *
 * @param split The layer's tl.split.
 */
export function splitKinds( split: Split | undefined ): SplitKind[] {
	return KINDS.filter( ( kind ) => split?.[ kind ] === true );
}

interface Held {
	kinds: SplitKind[];
	result: SplitResult;
	observer: ResizeObserver | null;
	size: string;
	/** A scene plays on the units: a new split waits until it ends. */
	busy: boolean;
	stale: boolean;
	/** What the units rest at after their in-scene, set again on a new split. */
	rest: ( units: HTMLElement[] ) => void;
}

export interface SplitTexts {
	/** Splits the layer (or returns its split); null when the chunk cannot load. */
	split: (
		el: HTMLElement,
		kinds: SplitKind[]
	) => Promise< SplitResult | null >;
	/** The layer's current split, if it has one. */
	of: ( el: Element ) => SplitResult | null;
	/** A scene starts or ends on the layer's units. */
	busy: ( el: Element, busy: boolean ) => void;
	/** How the units rest once their in-scene ended. */
	resting: ( el: Element, rest: ( units: HTMLElement[] ) => void ) => void;
	/** Puts the layer's text back whole. */
	revert: ( el: Element ) => void;
	revertAll: () => void;
}

/**
 * Whether an element is an HTML element of its own window (the editor's canvas runs the
 * module in an iframe, whose elements are not instances of this window's HTMLElement).
 *
 * @param el The element.
 */
export function isHtml( el: Element ): el is HTMLElement {
	const View = el.ownerDocument.defaultView;
	return Boolean( View && el instanceof View.HTMLElement );
}

const sizeOf = ( el: HTMLElement ) =>
	`${ Math.round( el.clientWidth ) }x${ Math.round( el.clientHeight ) }`;

export function createSplitTexts(): SplitTexts {
	const held = new Map< Element, Held >();

	function resplit( el: HTMLElement, item: Held, splitter: Splitter ) {
		item.stale = false;
		item.result.revert();
		item.result = splitter( el, item.kinds );
		item.size = sizeOf( el );
		item.rest( item.result.units );
	}

	function watch( el: HTMLElement, item: Held, splitter: Splitter ) {
		const View = el.ownerDocument.defaultView?.ResizeObserver;
		if ( ! View ) {
			return null;
		}
		const observer = new View( () => {
			// Hidden at this level (no box): split when it shows again.
			if ( el.clientWidth === 0 || sizeOf( el ) === item.size ) {
				return;
			}
			if ( item.busy ) {
				item.stale = true;
				return;
			}
			resplit( el, item, splitter );
		} );
		observer.observe( el );
		return observer;
	}

	function revert( el: Element ) {
		const item = held.get( el );
		if ( item ) {
			held.delete( el );
			item.observer?.disconnect();
			item.result.revert();
		}
	}

	return {
		async split( el, kinds ) {
			const known = held.get( el );
			if ( known ) {
				return known.result;
			}
			let splitter: Splitter;
			try {
				splitter = await loadSplitter();
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( 'Stagecraft: split text did not load', error );
				return null;
			}
			const again = held.get( el );
			if ( again ) {
				return again.result;
			}
			const item: Held = {
				kinds,
				result: splitter( el, kinds ),
				observer: null,
				size: sizeOf( el ),
				busy: false,
				stale: false,
				rest: () => {},
			};
			item.observer = watch( el, item, splitter );
			held.set( el, item );
			return item.result;
		},
		of: ( el ) => held.get( el )?.result ?? null,
		busy( el, busy ) {
			const item = held.get( el );
			if ( ! item ) {
				return;
			}
			item.busy = busy;
			if ( ! busy && item.stale && isHtml( el ) ) {
				void loadSplitter().then( ( splitter ) => {
					if ( held.get( el ) === item && ! item.busy ) {
						resplit( el, item, splitter );
					}
				} );
			}
		},
		resting( el, rest ) {
			const item = held.get( el );
			if ( item ) {
				item.rest = rest;
			}
		},
		revert,
		revertAll() {
			[ ...held.keys() ].forEach( revert );
		},
	};
}
