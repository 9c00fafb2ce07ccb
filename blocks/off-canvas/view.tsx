import { createPanelToggle } from '../../src/site/dialog-panel';

// Mount only: each sidebar with the button that controls it.
function mount() {
	document
		.querySelectorAll< HTMLDialogElement >(
			'dialog[data-stagecraft-off-canvas]'
		)
		.forEach( ( dialog ) => {
			const button = document.querySelector< HTMLButtonElement >(
				`button[aria-controls="${ CSS.escape( dialog.id ) }"]`
			);
			if ( button ) {
				createPanelToggle( button, dialog );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
