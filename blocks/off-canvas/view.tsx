import { createPanelToggle } from '../../src/site/dialog-panel';
import { motion } from '../../src/site/motion';

// Mount only: each sidebar with the button that controls it.
function mount() {
	motion.prefetchOnInteraction( document );
	document
		.querySelectorAll< HTMLDialogElement >(
			'dialog[data-stagecraft-off-canvas]'
		)
		.forEach( ( dialog ) => {
			const button = document.querySelector< HTMLButtonElement >(
				`button[aria-controls="${ CSS.escape( dialog.id ) }"]`
			);
			const panel = dialog.querySelector< HTMLElement >(
				'.stagecraft-off-canvas__panel'
			);
			if ( button ) {
				const from = dialog.classList.contains(
					'stagecraft-off-canvas--left'
				)
					? 'translateX(-100%)'
					: 'translateX(100%)';
				createPanelToggle( button, dialog, {
					motion: panel
						? {
								target: panel,
								keyframes: {
									transform: [ from, 'translateX(0%)' ],
								},
							}
						: undefined,
				} );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
