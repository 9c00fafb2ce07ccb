/**
 * Startup checks of spec section 8 and the wrong-place check.
 */
import { __ } from '../../i18n/visitor';

interface Wpcf7Global {
	api?: { root?: string };
}

export interface StartupWindow {
	wpcf7?: Wpcf7Global;
	fetch?: unknown;
	FormData?: unknown;
	console: Console;
}

/**
 * The REST root, or null after logging why the forms cannot start.
 *
 * @param win The window (a stand-in in tests).
 */
export function startupRoot( win: StartupWindow ): string | null {
	if ( ! win.wpcf7 ) {
		win.console.error( 'wpcf7 is not defined.' );
		return null;
	}
	if ( ! win.wpcf7.api?.root ) {
		win.console.error( 'wpcf7.api is not defined.' );
		return null;
	}
	const missing = [
		typeof win.fetch !== 'function' && 'fetch',
		typeof win.FormData !== 'function' && 'FormData',
		typeof NodeList.prototype.forEach !== 'function' && 'NodeList.forEach',
		typeof String.prototype.replaceAll !== 'function' &&
			'String.replaceAll',
	].filter( Boolean );
	if ( missing.length ) {
		win.console.error(
			`Your browser does not support ${ missing.join( ', ' ) }.`
		);
		return null;
	}
	return win.wpcf7.api.root;
}

/**
 * A form inside another form cannot work: it is replaced by an error.
 * @param wrapper
 */
export function misplaced( wrapper: HTMLElement ): boolean {
	if ( ! wrapper.parentElement?.closest( 'form' ) ) {
		return false;
	}
	const p = document.createElement( 'p' );
	p.className = 'wpcf7-misplaced';
	p.textContent = __(
		'Error: This contact form is placed in the wrong place.',
		'stagecraft'
	);
	wrapper.replaceChildren( p );
	return true;
}
