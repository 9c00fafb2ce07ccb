import { ContactForm } from '../../src/react/ContactForm';
import { mountRoot } from '../../src/react/mount';
import { misplaced, startupRoot } from '../../src/forms/client';

// Mount only: every server-rendered form on the page gets a React root beside its markup
// (an empty element, so nothing moves), whose component takes the form over.
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
			const container = document.createElement( 'div' );
			container.className = 'stagecraft-form-root';
			container.hidden = true;
			wrapper.appendChild( container );
			mountRoot(
				container,
				<ContactForm wrapper={ wrapper } apiRoot={ root } />
			);
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mountAll, { once: true } );
} else {
	mountAll();
}
