import { createCountdown } from '../../src/site/countdown';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >( '.stagecraft-countdown[data-date]' )
		.forEach( ( el ) => createCountdown( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
