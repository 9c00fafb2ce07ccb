import { mountContactForms } from '../../src/forms/client/mount';

const start = (): void => {
	mountContactForms( document, window );
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
