// Whether a video site may be contacted without asking: only once the visitor gave marketing
// consent in the site's consent dialog (the same rule as the module's media, issue 18: nothing
// from YouTube or Vimeo before a click on play or that consent). The dialog's markup names its
// cookie and policy revision; without a consent dialog on the site nothing was consented to.
import { categoryAllowed, parseConsent } from '../consent';
import { positiveNumber, readCookie } from '../cookies';
import { CONSENT_COOKIE, CONSENT_ROOT } from '../consent-pending';

export function marketingAllowed( doc: Document = document ): boolean {
	const root = doc.querySelector< HTMLElement >( CONSENT_ROOT );
	if ( ! root ) {
		return false;
	}
	const record = parseConsent(
		readCookie( root.dataset.cookie || CONSENT_COOKIE, doc.cookie ),
		positiveNumber( root.dataset.revision, 1 )
	);
	return record !== null && categoryAllowed( 'marketing', record.flags );
}
