// The header's mount step, shared by its view scripts (see mount-consent.ts).
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
