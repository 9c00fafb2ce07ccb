import { createTabsBlock } from '../../src/site/tabs-block';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >( '.stagecraft-tabs' )
		.forEach( ( el ) => createTabsBlock( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
