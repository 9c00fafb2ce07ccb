import { createConsentDialog } from '../../src/site/consent-dialog';

// Mount only: one consent dialog per page.
function mount() {
	const root = document.querySelector< HTMLElement >(
		'[data-stagecraft-consent]'
	);
	if ( root && ! root.dataset.stagecraftMounted ) {
		root.dataset.stagecraftMounted = '1';
		createConsentDialog( root );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
