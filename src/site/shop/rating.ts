// Clicking a product's rating opens the reviews tab and scrolls to it (spec site.md section 2).
// WooCommerce's own tab script, when present, does the switching on a click of the tab's link;
// without it the tabs are switched here, as WooCommerce would.
import { scrollToElement } from '../hash';

/**
 * Opens a WooCommerce tab: the tab marked active and selected, its panel shown, the others hidden.
 *
 * @param tabs  The `.woocommerce-tabs` wrapper.
 * @param panel The panel to open.
 */
export function openTab( tabs: Element, panel: HTMLElement ): void {
	tabs.querySelectorAll< HTMLElement >(
		'.wc-tab, [role="tabpanel"]'
	).forEach( ( other ) => {
		other.style.display = other === panel ? '' : 'none';
	} );
	tabs.querySelectorAll( '.wc-tabs > li, [role="tab"]' ).forEach( ( tab ) => {
		const mine = tab.getAttribute( 'aria-controls' ) === panel.id;
		tab.classList.toggle( 'active', mine );
		tab.setAttribute( 'aria-selected', String( mine ) );
	} );
}

/**
 * Wires the rating links of a document.
 *
 * @param doc The document.
 */
export function createRatingLinks( doc: Document ): { destroy: () => void } {
	const onClick = ( event: MouseEvent ) => {
		const link = (
			event.target as Element | null
		 )?.closest< HTMLAnchorElement >( 'a.woocommerce-review-link' );
		const panel = doc.getElementById( 'tab-reviews' );
		const tabs = panel?.closest( '.woocommerce-tabs' );
		if ( ! link || ! panel || ! tabs ) {
			return;
		}
		event.preventDefault();
		const tabLink = tabs.querySelector< HTMLAnchorElement >(
			'.reviews_tab a, a[href="#tab-reviews"]'
		);
		if ( panel.style.display === 'none' || panel.hidden ) {
			openTab( tabs, panel );
		}
		scrollToElement( tabs );
		tabLink?.focus( { preventScroll: true } );
	};
	doc.addEventListener( 'click', onClick );
	return { destroy: () => doc.removeEventListener( 'click', onClick ) };
}
