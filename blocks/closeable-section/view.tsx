import { createCloseableSection } from '../../src/site/closeable-section';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >(
			'.stagecraft-closeable-section[data-uid]'
		)
		.forEach( ( el ) => createCloseableSection( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
