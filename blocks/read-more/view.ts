import { createReadMore } from '../../src/site/read-more';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >( '.stagecraft-read-more' )
		.forEach( ( el ) => createReadMore( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
