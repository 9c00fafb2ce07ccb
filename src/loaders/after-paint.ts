// WordPress's React for the module runtime, added by the view script once the page has painted
// (php/Blocks/AfterPaintScripts.php takes it out of the view script's dependencies): evaluated
// before the first paint, it held back the server's first-slide image on phone-sized screens.

/** A script to add: its WordPress handle and URL. */
export type PageScript = readonly [ handle: string, url: string ];

/**
 * The scripts the server named (window.stagecraftAfterPaint); anything else names none.
 *
 * @param value The global's value.
 */
export function afterPaintScripts( value: unknown ): PageScript[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.filter(
		( item: unknown ): item is PageScript =>
			Array.isArray( item ) &&
			item.length === 2 &&
			typeof item[ 0 ] === 'string' &&
			typeof item[ 1 ] === 'string'
	);
}

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
 * Adds the scripts in order (each runs after the ones before it) and resolves once all have
 * run. A script WordPress printed itself (another script of the page needs it) is not added
 * again: deferred, it ran before DOMContentLoaded.
 *
 * @param scripts Handles and URLs, dependencies first.
 * @param doc     The document.
 */
export function loadScriptsInOrder(
	scripts: readonly PageScript[],
	doc: Document = document
): Promise< void > {
	return Promise.all(
		scripts.map( ( [ handle, url ] ) => {
			const id = `${ handle }-js`;
			if ( doc.getElementById( id ) ) {
				return undefined;
			}
			const script = doc.createElement( 'script' );
			script.id = id;
			script.src = url;
			// Dynamic scripts run as they arrive unless async is off: then in insertion order.
			script.async = false;
			const loaded = new Promise< void >( ( resolve, reject ) => {
				script.addEventListener( 'load', () => resolve(), {
					once: true,
				} );
				script.addEventListener(
					'error',
					() => reject( new Error( `${ url } did not load` ) ),
					{ once: true }
				);
			} );
			doc.head.append( script );
			return loaded;
		} )
	).then( () => undefined );
}

/**
 * Resolves once the image has loaded or failed, or the page has (a lazy image out of view never
 * loads on its own); at once without an image or when it is complete already. The module runtime
 * waits for the first module's first-slide image, the page's LCP candidate, so that evaluating
 * React and the engine never holds back the paint of an image that has just arrived.
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
