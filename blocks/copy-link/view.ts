import { mountCopyHelpers } from '../../src/site/copy';

// Mount only: copy-link blocks and code blocks with the copy button style.
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => mountCopyHelpers(), {
		once: true,
	} );
} else {
	mountCopyHelpers();
}
