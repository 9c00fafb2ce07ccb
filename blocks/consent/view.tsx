import { createConsentDialog } from '../../src/site/consent-dialog';
import { BANNER_COOKIE, followConsent } from '../../src/site/cookie-banner';
import { readCookie } from '../../src/site/cookies';

// Mount only: one consent dialog per page. Beside it the cookie banner stays hidden and answering
// the dialog answers the banner too: done here, so the page needs no banner script.
function mount() {
	const root = document.querySelector< HTMLElement >(
		'[data-stagecraft-consent]'
	);
	if ( root && ! root.dataset.stagecraftMounted ) {
		root.dataset.stagecraftMounted = '1';
		document
			.querySelectorAll< HTMLElement >( '[data-stagecraft-cookie-banner]' )
			.forEach( ( banner ) => {
				if ( ! banner.dataset.stagecraftMounted ) {
					banner.dataset.stagecraftMounted = '1';
					if ( readCookie( BANNER_COOKIE ) !== '1' ) {
						followConsent( banner );
					}
				}
			} );
		createConsentDialog( root );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
