import { __ } from '../../i18n/visitor';
import type { NavElement } from '../../schema/navigation';
import type { SlideView } from '../../schema/slide-view';
import { createItemList, slideLabel } from './items';
import type { ListControls } from './items';
import { itemSize, outerSpace } from './place';
import type { OuterSpace } from './place';
import { shell } from './shell';
import type { NavPart } from './shell';

/**
 * A tab's second line: the slide's description, else its first param.
 *
 * @param slide The slide.
 */
export function tabText( slide: SlideView ): string {
	return slide.description || slide.params?.[ 0 ]?.v || '';
}

/**
 * Tabs in navigation order, each showing the slide's title and description
 * (already stripped of markup and cut to length by the normaliser).
 *
 * @param root    The module element.
 * @param module  The module API.
 * @param slides  The module's slides.
 * @param order   Slide indexes in navigation order.
 * @param element The tabs' settings.
 * @param space   The outer bands.
 */
export function createTabs(
	root: HTMLElement,
	module: ListControls,
	slides: readonly SlideView[],
	order: readonly number[],
	element: NavElement,
	space: OuterSpace = outerSpace( { tabs: element } )
): NavPart {
	const size = itemSize( 'tabs', element );
	const node = shell(
		document.createElement( 'div' ),
		'tabs',
		element,
		space
	);
	const list = createItemList( node, module, {
		element,
		order,
		label: __( 'Slide tabs', 'stagecraft' ),
		step: `${ element.d === 'vertical' ? size.h : size.w }px`,
		itemClass: 'stagecraft-module__tab',
		build( button, index ) {
			const slide = slides[ index ];
			button.style.width = `${ size.w }px`;
			button.style.height = `${ size.h }px`;
			const title = document.createElement( 'span' );
			title.className = 'stagecraft-module__tab-title';
			title.textContent = slide.title || slideLabel( slide, index );
			button.append( title );
			const text = tabText( slide );
			if ( text ) {
				const description = document.createElement( 'span' );
				description.className = 'stagecraft-module__tab-text';
				description.textContent = text;
				button.append( description );
			}
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
