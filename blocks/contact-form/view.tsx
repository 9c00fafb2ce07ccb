import {
	createContactForm,
	misplaced,
	startupRoot,
} from '../../src/forms/client';

// Mount only: every server-rendered form on the page gets a client.
function mountAll(): void {
	const root = startupRoot( window );
	document
		.querySelectorAll< HTMLElement >( 'div.wpcf7[data-wpcf7-id]' )
		.forEach( ( wrapper ) => {
			if (
				misplaced( wrapper ) ||
				! root ||
				wrapper.dataset.stagecraftForm
			) {
				return;
			}
			wrapper.dataset.stagecraftForm = 'mounted';
			createContactForm( wrapper, { apiRoot: root } );
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mountAll, { once: true } );
} else {
	mountAll();
}
