import type { NavElement } from '../../schema/navigation';
import { partStore } from '../events/store';
import type { EventStore, Remove } from '../events/store';
import { NAV_HIDE_DELAY, NAV_HOVER_FADE } from './constants';
import type { NavKind } from './constants';
import type { NavPart } from './shell';

export interface AutoHidden {
	element: NavElement;
	kind: NavKind;
	part: NavPart;
}

/**
 * The `anim` behaviour: elements show while the visitor points at or
 * focuses the module, and hide (fade and move 50 px towards their edge)
 * after their idle delay: arrows 1000, bullets 3000, thumbs 2000, tabs
 * 4000, scrubber 5000 ms. dIn and dOut time the fade (default 0.4 s).
 * An element pointed at or holding focus stays.
 *
 * @param root  The module element.
 * @param items The elements with anim set.
 * @param store The module's event store.
 */
export function createAutoHide(
	root: HTMLElement,
	items: AutoHidden[],
	store?: EventStore
) {
	const events = partStore( root, store );
	const timers = new Map< AutoHidden, Remove >();
	items.forEach( ( { element, part } ) =>
		part.nodes.forEach( ( node ) => {
			node.classList.add( 'is-auto-hide' );
			node.style.setProperty(
				'--stagecraft-nav-in',
				`${ element.dIn ?? NAV_HOVER_FADE }ms`
			);
			node.style.setProperty(
				'--stagecraft-nav-out',
				`${ element.dOut ?? NAV_HOVER_FADE }ms`
			);
		} )
	);

	const busy = ( item: AutoHidden ) =>
		item.part.nodes.some(
			( node ) =>
				node.matches( ':hover' ) ||
				node.contains( node.ownerDocument.activeElement )
		);

	function hideLater( item: AutoHidden ) {
		timers.get( item )?.();
		timers.set(
			item,
			events.timeout( () => {
				if ( busy( item ) ) {
					hideLater( item );
					return;
				}
				item.part.nodes.forEach( ( node ) =>
					node.classList.add( 'is-nav-hidden' )
				);
			}, NAV_HIDE_DELAY[ item.kind ] )
		);
	}

	const show = () =>
		items.forEach( ( item ) => {
			item.part.nodes.forEach( ( node ) =>
				node.classList.remove( 'is-nav-hidden' )
			);
			hideLater( item );
		} );

	const names = [ 'pointermove', 'pointerdown', 'focusin' ] as const;
	names.forEach( ( name ) => events.on( root, name, show ) );
	show();

	return {
		destroy() {
			events.clear();
			timers.clear();
			items.forEach( ( { part } ) =>
				part.nodes.forEach( ( node ) =>
					node.classList.remove( 'is-auto-hide', 'is-nav-hidden' )
				)
			);
		},
	};
}
