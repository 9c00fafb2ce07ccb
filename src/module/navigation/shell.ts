import type { NavElement } from '../../schema/navigation';
import type { NavKind } from './constants';
import { alignOf, outerSide, outerVar, place } from './place';
import type { OuterSpace, Side } from './place';

/** What every navigation element gives back to createNavigation(). */
export interface NavPart {
	/** Its placed containers: shown, hidden and auto-hidden together. */
	nodes: HTMLElement[];
	/** Slide pickers: whether this one is the module's Tab stop for them. */
	setTabStop?: ( on: boolean ) => void;
	destroy: () => void;
}

export { defaultElement } from './elements';

/**
 * The side an element (or one arrow) sits on, or null inside.
 *
 * @param element The element's settings.
 * @param arrow   'l' or 'r' for an arrow.
 */
export function sideOf( element: NavElement, arrow?: 'l' | 'r' ): Side | null {
	const side = outerSide( element );
	if ( side && arrow ) {
		// Outer arrows sit beside the stage, one each side.
		return arrow === 'l' ? 'left' : 'right';
	}
	return side;
}

/**
 * wr.s: the wrapper spans the stage along the element's direction; the
 * items stay centred inside it.
 *
 * @param node     The placed container.
 * @param vertical Whether the element runs vertically.
 */
function stretch( node: HTMLElement, vertical: boolean ) {
	const { style } = node;
	const [ tx, ty ] = style.getPropertyValue( 'translate' ).split( ' ' );
	if ( vertical ) {
		style.top = outerVar( 'top' );
		style.bottom = outerVar( 'bottom' );
		style.setProperty( 'translate', `${ tx } 0` );
	} else {
		style.left = outerVar( 'left' );
		style.right = outerVar( 'right' );
		style.setProperty( 'translate', `0 ${ ty ?? '0' }` );
	}
	node.classList.add( 'is-stretched' );
}

/**
 * A placed container for one navigation element (or one arrow), with its
 * wrapper colour and padding.
 *
 * @param node    The container to place (a div, or an arrow's button).
 * @param kind    Which element.
 * @param element Its settings.
 * @param space   The outer bands, for outer elements.
 * @param arrow   'l' or 'r' for an arrow.
 */
export function shell< T extends HTMLElement >(
	node: T,
	kind: NavKind,
	element: NavElement,
	space: OuterSpace,
	arrow?: 'l' | 'r'
): T {
	node.classList.add(
		'stagecraft-nav',
		`stagecraft-nav--${ kind }`,
		`stagecraft-nav--${ element.d ?? 'horizontal' }`
	);
	const piece = space.pieces.find(
		( item ) => item.kind === kind && item.arrow === arrow
	);
	place(
		node,
		alignOf( element, arrow ),
		sideOf( element, arrow ),
		piece?.start
	);
	if ( element.wr?.s && ! arrow ) {
		stretch( node, element.d === 'vertical' );
	}
	if ( element.wr?.c ) {
		node.style.background = element.wr.c;
	}
	const padding = element.wr?.p;
	if ( typeof padding === 'number' || typeof padding === 'string' ) {
		node.style.padding =
			typeof padding === 'number' ? `${ padding }px` : padding;
	}
	return node;
}
