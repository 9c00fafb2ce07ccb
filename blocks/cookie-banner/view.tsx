import { createCookieBanner } from '../../src/site/cookie-banner';

// Mount only; a banner the consent script already took over (blocks/consent/view.tsx) is left.
function mount() {
	document
		.querySelectorAll< HTMLElement >( '[data-stagecraft-cookie-banner]' )
		.forEach( ( el ) => {
			if ( ! el.dataset.stagecraftMounted ) {
				el.dataset.stagecraftMounted = '1';
				createCookieBanner( el );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
