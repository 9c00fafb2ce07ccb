// The mount steps of the site chrome's view scripts: the header's, the consent dialog's, and the
// two in one script for a page with both (blocks/site-header/with-consent.tsx; the server picks,
// php/Site/ChromeScripts.php). The header and the dialog mount once per page, whichever script
// comes first, so a page served two of them never runs either twice. One file per part: a script
// takes only its own.
import { mountSiteHeader } from './site-header';

const MOUNTED = Symbol.for( 'stagecraft.siteHeader' );
type Host = Window & { [ MOUNTED ]?: boolean };

/** The header's behaviours, once per page (a flag on window: nothing the page's markup shows). */
export function mountHeader(): void {
	const host = window as Host;
	if ( ! host[ MOUNTED ] ) {
		host[ MOUNTED ] = true;
		mountSiteHeader( document );
	}
}
