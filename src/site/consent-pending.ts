// Whether the page's consent dialog is about to open: its markup is there, its script has not
// mounted yet and no valid answer is stored. Popups wait on this as on an open dialog, so a
// popup whose script happens to run first never opens under (or over) the consent dialog.
import { parseConsent } from './consent';
import { positiveNumber, readCookie } from './cookies';

export const CONSENT_ROOT = '[data-stagecraft-consent]';
/** The consent cookie's name where the dialog's markup names none (its data-cookie). */
export const CONSENT_COOKIE = 'mfn-consent';
/** The dialog stack's gate while the consent dialog is about to open: popups wait for it. */
export const CONSENT_OPENING = 'consent-opening';

export function consentPending( doc: Document = document ): boolean {
	const root = doc.querySelector< HTMLElement >( CONSENT_ROOT );
	// Once the page has loaded, a consent script that never mounted is not coming.
	if (
		! root ||
		root.dataset.stagecraftMounted ||
		doc.readyState === 'complete'
	) {
		return false;
	}
	return (
		parseConsent(
			readCookie( root.dataset.cookie || CONSENT_COOKIE, doc.cookie ),
			positiveNumber( root.dataset.revision, 1 )
		) === null
	);
}
