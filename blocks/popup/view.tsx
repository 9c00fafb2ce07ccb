import { mountPopups } from '../../src/site/popup';

// Mount only.
if ( document.readyState === 'loading' ) {
	document.addEventListener(
		'DOMContentLoaded',
		() => mountPopups( document ),
		{ once: true }
	);
} else {
	mountPopups( document );
}
