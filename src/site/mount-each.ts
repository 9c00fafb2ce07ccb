/**
 * Runs `create` on every element matching `selector` once the document is parsed: the mount step
 * of the blocks' view scripts.
 *
 * @param selector Elements to bring to life.
 * @param create   Brings one to life.
 */
export function mountEach(
	selector: string,
	create: ( el: HTMLElement ) => unknown
): void {
	const run = () =>
		document
			.querySelectorAll< HTMLElement >( selector )
			.forEach( ( el ) => create( el ) );
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', run, { once: true } );
	} else {
		run();
	}
}
