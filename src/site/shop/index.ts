// Shop helpers for WooCommerce's product pages and lists (spec site.md sections 2, 4 and 9); the
// script loads only where WooCommerce's markup is (php/Site/ShopHelpers.php).
import { createAddToCart } from './add-to-cart';
import { createQuantity } from './quantity';
import { createRatingLinks } from './rating';

function start() {
	const status = document.createElement( 'p' );
	status.className = 'screen-reader-text';
	status.setAttribute( 'role', 'status' );
	document.body.append( status );
	createRatingLinks( document );
	createAddToCart( document, status );
	document
		.querySelectorAll< HTMLElement >( '.quantity' )
		.forEach( ( box ) => createQuantity( box ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
