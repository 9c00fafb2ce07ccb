import { createChart } from '../../src/site/chart';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >( '.stagecraft-chart' )
		.forEach( ( el ) => createChart( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
