import { createCounter } from '../../src/site/counter';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >( '.stagecraft-counter[data-value]' )
		.forEach( ( el ) => createCounter( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
