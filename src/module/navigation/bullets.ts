import { __, sprintf } from '../../i18n/visitor';
import type { NavElement } from '../../schema/navigation';
import { createItemList } from './items';
import type { ListControls } from './items';
import { itemSize, outerSpace } from './place';
import type { OuterSpace } from './place';
import { defaultElement, shell } from './shell';
import type { NavPart } from './shell';

/**
 * One button per slide in navigation order; the current one is marked
 * aria-selected (a tab of the tablist). Only the module API is used: goTo() to change, the change
 * events to follow.
 *
 * @param root    The module element.
 * @param module  The module API.
 * @param order   Slide indexes in navigation order (hfn slides left out).
 * @param element The bullets' settings.
 * @param space   The outer bands.
 */
export function createBullets(
	root: HTMLElement,
	module: ListControls,
	order: readonly number[],
	element: NavElement = defaultElement(),
	space: OuterSpace = outerSpace( { bullets: element } )
): NavPart {
	const size = itemSize( 'bullets', element );
	const vertical = element.d === 'vertical';
	const node = shell(
		document.createElement( 'div' ),
		'bullets',
		element,
		space
	);
	node.classList.add( 'stagecraft-module__bullets' );
	const list = createItemList( node, module, {
		element,
		order,
		label: __( 'Choose a slide', 'stagecraft' ),
		step: `${ vertical ? size.h : size.w }px`,
		itemClass: 'stagecraft-module__bullet',
		build( button, slide ) {
			button.style.width = `${ size.w }px`;
			button.style.height = `${ size.h }px`;
			button.setAttribute(
				'aria-label',
				/* translators: %d: slide number. */
				sprintf( __( 'Slide %d', 'stagecraft' ), slide + 1 )
			);
		},
	} );
	root.append( node );
	return {
		nodes: [ node ],
		setTabStop: list.setTabStop,
		destroy() {
			list.destroy();
			node.remove();
		},
	};
}
