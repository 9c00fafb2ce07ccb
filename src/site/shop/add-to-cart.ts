// Add to cart (spec site.md section 4): the product is marked adding when its button is pressed,
// then added when the cart signals completion — WooCommerce's own signals: the classic
// `added_to_cart` (a jQuery event on the body, as WooCommerce's add-to-cart script triggers it)
// and the block cart's `wc-blocks_added_to_cart` (a DOM event).
import { __ } from '@wordpress/i18n';

const BUTTONS =
	'.add_to_cart_button, .single_add_to_cart_button, .wc-block-components-product-button__button';
const PRODUCT = '.product, .wc-block-product, li';

type JQueryLike = ( target: Element ) => {
	on: ( event: string, handler: ( ...args: unknown[] ) => void ) => unknown;
	off: ( event: string, handler: ( ...args: unknown[] ) => void ) => unknown;
};

/**
 * Wires add-to-cart buttons of a document.
 *
 * @param doc    The document.
 * @param status A live region for "Added to cart".
 */
export function createAddToCart(
	doc: Document,
	status: HTMLElement | null
): { destroy: () => void } {
	const win = doc.defaultView ?? window;
	const adding = new Set< Element >();

	// WooCommerce's scripts may come after this one: jQuery is looked for again on each click.
	let bound: JQueryLike | null = null;
	const bindJQuery = () => {
		const jquery = ( win as unknown as { jQuery?: JQueryLike } ).jQuery;
		if ( jquery && ! bound ) {
			bound = jquery;
			jquery( doc.body ).on( 'added_to_cart', onAdded );
		}
	};

	const onClick = ( event: MouseEvent ) => {
		bindJQuery();
		const button = ( event.target as Element | null )?.closest( BUTTONS );
		const product = button?.closest( PRODUCT ) ?? button;
		if ( ! button || ! product ) {
			return;
		}
		product.classList.remove( 'is-added' );
		product.classList.add( 'is-adding' );
		button.setAttribute( 'aria-busy', 'true' );
		adding.add( product );
	};
	const onAdded = () => {
		adding.forEach( ( product ) => {
			product.classList.replace( 'is-adding', 'is-added' );
			product.querySelector( BUTTONS )?.removeAttribute( 'aria-busy' );
		} );
		if ( adding.size > 0 && status ) {
			status.textContent = __( 'Added to cart.', 'stagecraft' );
		}
		adding.clear();
	};

	doc.addEventListener( 'click', onClick );
	doc.body.addEventListener( 'wc-blocks_added_to_cart', onAdded );
	bindJQuery();
	return {
		destroy() {
			doc.removeEventListener( 'click', onClick );
			doc.body.removeEventListener( 'wc-blocks_added_to_cart', onAdded );
			bound?.( doc.body ).off( 'added_to_cart', onAdded );
		},
	};
}
