import { __ } from '../../i18n/visitor';
import type { NavElement } from '../../schema/navigation';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';
import type { ModuleControls } from '../types';
import { itemSize, outerSpace } from './place';
import type { OuterSpace } from './place';
import { defaultElement, shell } from './shell';
import type { NavPart } from './shell';

/** Anything navigation builds: it only has to go away again. */
export interface NavigationPart {
	destroy: () => void;
}

function arrowButton( direction: 'prev' | 'next', label: string ) {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `stagecraft-module__arrow stagecraft-module__arrow--${ direction }`;
	button.setAttribute( 'aria-label', label );
	return button;
}

/**
 * Previous and next buttons, each placed by its own l or r alignment. They
 * only call the module API, so they know nothing of its internals.
 *
 * @param root    The module element.
 * @param module  The module API.
 * @param element The arrows' settings.
 * @param space   The outer bands (for outer arrows).
 * @param store   The module's event store.
 */
export function createArrows(
	root: HTMLElement,
	module: Pick< ModuleControls, 'next' | 'prev' >,
	element: NavElement = defaultElement(),
	space: OuterSpace = outerSpace( { arrows: element } ),
	store?: EventStore
): NavPart {
	const events = partStore( root, store );
	const size = itemSize( 'arrows', element );
	const prev = shell(
		arrowButton( 'prev', __( 'Previous slide', 'stagecraft' ) ),
		'arrows',
		element,
		space,
		'l'
	);
	const next = shell(
		arrowButton( 'next', __( 'Next slide', 'stagecraft' ) ),
		'arrows',
		element,
		space,
		'r'
	);
	events.on( prev, 'click', () => module.prev() );
	events.on( next, 'click', () => module.next() );
	[ prev, next ].forEach( ( button ) => {
		button.style.width = `${ size.w }px`;
		button.style.height = `${ size.h }px`;
	} );
	root.append( prev, next );
	return {
		nodes: [ prev, next ],
		destroy() {
			events.clear();
			prev.remove();
			next.remove();
		},
	};
}
