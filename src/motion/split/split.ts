// Split text (spec section 3, tl.split): a text layer's words, lines or characters as
// units that animate one after another. This file is its own chunk (module/split-text),
// fetched only when a layer with split text plays.
//
// The layer keeps its text once for assistive technology: the original markup moves into
// a visually hidden copy, and the split units sit in an aria-hidden copy beside it.

export type SplitKind = 'words' | 'lines' | 'chars';

export interface SplitResult {
	/** The units that animate, in reading order. */
	units: HTMLElement[];
	/** Per unit, its position in the stagger (a line's pieces share their line's). */
	order: number[];
	/** Puts the layer's original markup back. */
	revert: () => void;
}

export const SPLIT_CLASS = 'stagecraft-split';
export const SPLIT_TEXT_CLASS = 'stagecraft-split__text';

// Visually hidden, still read (WordPress's screen-reader-text rule, inline so no stylesheet
// has to load with the chunk).
const HIDDEN_STYLE =
	'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);clip-path:inset(50%);white-space:nowrap;border:0';

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

function unit( doc: Document, kind: SplitKind, text?: string ): HTMLElement {
	const span = doc.createElement( 'span' );
	span.className = `${ SPLIT_CLASS }__${ kind.slice( 0, -1 ) }`;
	// Inline blocks can move and turn; the text keeps its flow.
	span.style.display = 'inline-block';
	if ( text !== undefined ) {
		span.textContent = text;
	}
	return span;
}

// Characters as the reader sees them: an emoji or accented letter stays one unit.
function characters( word: string ): string[] {
	const Segmenter = (
		Intl as unknown as {
			Segmenter?: new (
				locale?: string,
				options?: { granularity: string }
			) => {
				segment: ( text: string ) => Iterable< { segment: string } >;
			};
		}
	 ).Segmenter;
	if ( Segmenter ) {
		return Array.from(
			new Segmenter( undefined, { granularity: 'grapheme' } ).segment(
				word
			),
			( part ) => part.segment
		);
	}
	return Array.from( word );
}

// Each text node becomes word units (with chars inside when asked) and the spaces between.
function splitWords( root: HTMLElement, chars: boolean ): HTMLElement[] {
	const doc = root.ownerDocument;
	const walker = doc.createTreeWalker( root, 4 /* NodeFilter.SHOW_TEXT */ );
	const nodes: Text[] = [];
	while ( walker.nextNode() ) {
		nodes.push( walker.currentNode as Text );
	}
	const words: HTMLElement[] = [];
	for ( const node of nodes ) {
		const parts = ( node.data ?? '' ).split( /(\s+)/ );
		const fragment = doc.createDocumentFragment();
		for ( const part of parts ) {
			if ( part === '' ) {
				continue;
			}
			if ( /^\s+$/.test( part ) ) {
				fragment.appendChild( doc.createTextNode( part ) );
				continue;
			}
			const word = unit( doc, 'words', chars ? undefined : part );
			if ( chars ) {
				characters( part ).forEach( ( char ) =>
					word.appendChild( unit( doc, 'chars', char ) )
				);
			}
			words.push( word );
			fragment.appendChild( word );
		}
		node.parentNode?.replaceChild( fragment, node );
	}
	return words;
}

// Words on one line (the same top) that are siblings go into one line unit; a line that
// crosses a link or bold text has a piece on each side, both at the line's place in order.
function splitLines(
	words: HTMLElement[]
): Pick< SplitResult, 'units' | 'order' > {
	const units: HTMLElement[] = [];
	const order: number[] = [];
	let line = -1;
	let top = Number.NEGATIVE_INFINITY;
	let piece: HTMLElement | null = null;
	for ( const word of words ) {
		const wordTop = word.getBoundingClientRect().top;
		const newLine = Math.abs( wordTop - top ) > 1;
		if ( newLine ) {
			line += 1;
			top = wordTop;
		}
		if ( ! piece || newLine || piece.parentNode !== word.parentNode ) {
			piece = unit( word.ownerDocument, 'lines' );
			piece.dataset.line = String( line );
			word.parentNode?.insertBefore( piece, word );
			units.push( piece );
			order.push( line );
		} else {
			// The space before this word belongs to the line too.
			while ( piece.nextSibling && piece.nextSibling !== word ) {
				piece.appendChild( piece.nextSibling );
			}
		}
		piece.appendChild( word );
	}
	return { units, order };
}

/**
 * Splits a layer's text into units of the finest kind asked for (chars, then words, then
 * lines); lines are measured, so the layer must be laid out.
 *
 * @param el    The text layer element.
 * @param kinds Which kinds the layer asks for.
 */
export function splitText(
	el: HTMLElement,
	kinds: readonly SplitKind[]
): SplitResult {
	const doc = el.ownerDocument;
	const original = Array.from( el.childNodes );
	const copy = doc.createElement( 'span' );
	copy.className = SPLIT_TEXT_CLASS;
	copy.setAttribute( 'style', HIDDEN_STYLE );
	const shown = doc.createElement( 'span' );
	shown.className = SPLIT_CLASS;
	shown.setAttribute( 'aria-hidden', 'true' );
	original.forEach( ( node ) => shown.appendChild( node.cloneNode( true ) ) );
	// Nothing hidden from assistive technology may take focus (the copy has the links).
	shown
		.querySelectorAll< HTMLElement >( FOCUSABLE )
		.forEach( ( focusable ) => focusable.setAttribute( 'tabindex', '-1' ) );
	original.forEach( ( node ) => copy.appendChild( node ) );
	el.append( copy, shown );

	const chars = kinds.includes( 'chars' );
	const words = splitWords( shown, chars );
	let result: Pick< SplitResult, 'units' | 'order' >;
	if ( chars ) {
		const units = Array.from(
			shown.querySelectorAll< HTMLElement >( `.${ SPLIT_CLASS }__char` )
		);
		result = { units, order: units.map( ( _unit, index ) => index ) };
	} else if ( kinds.includes( 'words' ) ) {
		result = {
			units: words,
			order: words.map( ( _word, index ) => index ),
		};
	} else {
		result = splitLines( words );
	}
	return {
		...result,
		revert() {
			if ( copy.parentNode !== el ) {
				// The renderer replaced the markup since: nothing of ours is left.
				return;
			}
			el.replaceChildren( ...Array.from( copy.childNodes ) );
		},
	};
}
