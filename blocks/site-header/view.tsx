import { mountSiteHeader } from '../../src/site/site-header';

// Mount only: the behaviours live in src/site.
if ( document.readyState === 'loading' ) {
	document.addEventListener(
		'DOMContentLoaded',
		() => mountSiteHeader( document ),
		{ once: true }
	);
} else {
	mountSiteHeader( document );
}
