import { createModule, installApi } from '../../src/module';
import { renderStage } from '../../src/react/Stage';

// Mount only: every server-rendered module on the page gets a runtime, drawn
// by React (the engine itself knows no UI framework).
function mountAll() {
	const api = installApi();
	document
		.querySelectorAll< HTMLElement >(
			'.stagecraft-module[data-stagecraft-alias]'
		)
		.forEach( ( el ) => {
			// A state means another bundle already took this element.
			if ( ! el.dataset.stagecraftState ) {
				createModule( el, { api, render: renderStage } );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mountAll, { once: true } );
} else {
	mountAll();
}
