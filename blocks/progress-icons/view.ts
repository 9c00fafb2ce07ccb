import { createProgressIcons } from '../../src/site/progress-icons';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >( '.stagecraft-progress-icons' )
		.forEach( ( el ) => createProgressIcons( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
