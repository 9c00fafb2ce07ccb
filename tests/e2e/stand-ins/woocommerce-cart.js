// A stand-in for WooCommerce's cart signals, as its add-to-cart script (classic: jQuery events
// on the body) and its blocks (the wc-blocks_added_to_cart DOM event) send them: 500 ms after a
// click, as if the cart had answered.
( function () {
	document.addEventListener( 'click', function ( event ) {
		const button = event.target.closest(
			'.ajax_add_to_cart, .single_add_to_cart_button, .wc-block-components-product-button__button'
		);
		if ( ! button ) {
			return;
		}
		event.preventDefault();
		window.setTimeout( function () {
			if (
				button.classList.contains(
					'wc-block-components-product-button__button'
				)
			) {
				document.body.dispatchEvent(
					new CustomEvent( 'wc-blocks_added_to_cart', {
						bubbles: true,
						cancelable: true,
						detail: { preserveCartData: false },
					} )
				);
			} else {
				window
					.jQuery( document.body )
					.trigger( 'added_to_cart', [
						{},
						'hash',
						window.jQuery( button ),
					] );
			}
		}, 500 );
	} );
} )();
