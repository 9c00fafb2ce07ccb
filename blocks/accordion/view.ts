import { createAccordion } from '../../src/site/accordion';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >( '.stagecraft-accordion' )
		.forEach( ( el ) => createAccordion( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
