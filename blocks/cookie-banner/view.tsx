import { BANNER_ROOT, createCookieBanner } from '../../src/site/cookie-banner';

// Mount only.
function mount() {
	document
		.querySelectorAll< HTMLElement >( BANNER_ROOT )
		.forEach( ( el ) => createCookieBanner( el ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
