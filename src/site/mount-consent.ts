// The mount steps of the site chrome's view scripts: the header's, the consent dialog's, and the
// two in one script for a page with both (blocks/site-header/with-consent.tsx; the server picks,
// php/Site/ChromeScripts.php). The header and the dialog mount once per page, whichever script
// comes first, so a page served two of them never runs either twice. One file per part: a script
// takes only its own.
import { afterPaint } from '../loaders/after-paint';
import { createConsentDialog } from './consent-dialog';
import { CONSENT_OPENING, CONSENT_ROOT } from './consent-pending';
import { BANNER_COOKIE, BANNER_ROOT, followConsent } from './cookie-banner';
import { readCookie } from './cookies';
import { dialogStack } from './dialog-stack';

/**
 * The consent dialog, one per page. Beside it the cookie banner stays hidden and answering the
 * dialog answers the banner too: done here, so the page needs no banner script.
 *
 * The page is claimed at once (popups wait from now on, see consent-pending.ts); the dialog is
 * built in a task after the first paint, so building it never holds back that paint (issue 14).
 */
export function mountConsent(): void {
	const root = document.querySelector< HTMLElement >( CONSENT_ROOT );
	if ( ! root || root.dataset.stagecraftMounted ) {
		return;
	}
	root.dataset.stagecraftMounted = '1';
	let built = false;
	// The dialog's own gate takes this key over while it is about to open.
	dialogStack().addGate( CONSENT_OPENING, () => ! built );
	afterPaint().then( () => {
		document
			.querySelectorAll< HTMLElement >( BANNER_ROOT )
			.forEach( ( banner ) => {
				// Acknowledged already: nothing to record (as the banner's own script decides).
				if ( readCookie( BANNER_COOKIE ) !== '1' ) {
					followConsent( banner );
				}
			} );
		built = true;
		createConsentDialog( root );
	} );
}
