// When the module view script may start its heavier work: after the browser could paint.

/**
 * Resolves in a task after the browser has had the chance to paint: a background task
 * (scheduler.postTask) runs after rendering and input, a timeout where there is none.
 *
 * @param win The window.
 */
export function afterPaint( win: Window = window ): Promise< void > {
	const scheduler = (
		win as unknown as {
			scheduler?: {
				postTask?: (
					task: () => void,
					options: { priority: 'background' }
				) => Promise< void >;
			};
		}
	 ).scheduler;
	if ( scheduler?.postTask ) {
		return scheduler.postTask( () => undefined, {
			priority: 'background',
		} );
	}
	return new Promise( ( resolve ) => win.setTimeout( resolve, 0 ) );
}

/**
 * Resolves once the image has loaded or failed, or the page has (a lazy image out of view never
 * loads on its own); at once without an image or when it is complete already. The module runtime
 * waits for the first module's first-slide image, the page's LCP candidate, so that evaluating
 * the renderer and the engine never holds back the paint of an image that has just arrived.
 *
 * @param img The image.
 * @param win The window.
 */
export function imageSettled(
	img: HTMLImageElement | null,
	win: Window = window
): Promise< void > {
	if ( ! img || img.complete || win.document.readyState === 'complete' ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const done = () => resolve();
		img.addEventListener( 'load', done, { once: true } );
		img.addEventListener( 'error', done, { once: true } );
		win.addEventListener( 'load', done, { once: true } );
	} );
}
