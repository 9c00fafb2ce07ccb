import { afterPaint, imageSettled } from '../../src/loaders/after-paint';
import { installApi } from '../../src/module/api';

// The page's API now (window.Stagecraft, so ready() and events work at once);
// the engine, its renderer and GSAP in a later task: evaluating them held the
// main thread before the browser could paint the server's first slide.
function mountAll() {
	const roots = Array.from(
		document.querySelectorAll< HTMLElement >(
			'.stagecraft-module[data-stagecraft-alias]'
		)
	).filter( ( el ) => ! el.dataset.stagecraftState );
	const api = installApi();
	if ( roots.length > 0 ) {
		// The runtime comes after the first module's first-slide image (the page's LCP
		// candidate) has loaded and the browser could paint.
		imageSettled(
			document.querySelector< HTMLImageElement >(
				'.stagecraft-module:not([data-stagecraft-modal]) .stagecraft-module__slide.is-active > img.stagecraft-module__bg'
			)
		)
			.then( () => afterPaint() )
			.then(
				() =>
					import( /* webpackChunkName: "module/runtime" */ './mount' )
			)
			.then( ( { mountModules } ) => mountModules( roots, api ) )
			.catch( ( error: unknown ) => {
				// The visitor keeps the server-rendered first slide.
				// eslint-disable-next-line no-console
				console.error(
					'Stagecraft: the module runtime did not load',
					error
				);
			} );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mountAll, { once: true } );
} else {
	mountAll();
}
