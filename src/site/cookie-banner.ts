// Cookie banner (spec site.md section 9): accepting sets mfn-gdpr=1 for 365 days, or for the
// days the button itself carries in data-days.
import { CONSENT_DAYS } from './consent';
import { positiveNumber, readCookie, writeCookie } from './cookies';

export const BANNER_COOKIE = 'mfn-gdpr';

export function createCookieBanner( banner: HTMLElement ): {
	destroy: () => void;
} {
	if ( readCookie( BANNER_COOKIE ) === '1' ) {
		banner.hidden = true;
		return { destroy: () => {} };
	}
	banner.hidden = false;
	const onClick = ( event: MouseEvent ) => {
		const button =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( '[data-banner-accept]' )
				: null;
		if ( button ) {
			writeCookie(
				BANNER_COOKIE,
				'1',
				positiveNumber( button.dataset.days, CONSENT_DAYS )
			);
			banner.hidden = true;
		}
	};
	banner.addEventListener( 'click', onClick );
	return { destroy: () => banner.removeEventListener( 'click', onClick ) };
}
