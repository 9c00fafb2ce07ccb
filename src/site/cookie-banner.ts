// Cookie banner (spec site.md section 9): accepting sets mfn-gdpr=1 for 365 days, or for the
// days the button itself carries in data-days.
//
// One cookie prompt at a time: where the page has the consent dialog, that dialog is the prompt
// and the banner stays hidden; answering the dialog acknowledges the banner too (mfn-gdpr is
// written), so it does not come back on a page without the dialog.
//
// The banner is fixed to the bottom of the viewport, so it must never hide keyboard focus (WCAG
// 2.4.11): while it shows, the page reserves its height plus its offset as scroll padding (a
// focused element scrolls clear of it) and as room after the page's end (the last links can
// scroll above it), kept current as the banner's size changes.
import { CONSENT_DAYS } from './consent';
import { CONSENT_ROOT } from './consent-pending';
import { positiveNumber, readCookie, writeCookie } from './cookies';
import { focusTopOfPage } from './focus-trap';

export const BANNER_ROOT = '[data-stagecraft-cookie-banner]';
export const BANNER_COOKIE = 'mfn-gdpr';
export const BANNER_CLASS = 'has-stagecraft-cookie-banner';
export const BANNER_SPACE = '--stagecraft-cookie-banner-space';
/** Clearance above the banner, so a focus outline is not cut by its edge either. */
export const FOCUS_CLEARANCE_PX = 8;

/**
 * The room the banner takes from the viewport's bottom edge, with the clearance.
 * @param banner
 */
export function bannerSpace( banner: HTMLElement ): number {
	const view = banner.ownerDocument.defaultView ?? window;
	const bottom = parseFloat( view.getComputedStyle( banner ).bottom ) || 0;
	return Math.ceil(
		banner.getBoundingClientRect().height + bottom + FOCUS_CLEARANCE_PX
	);
}

/**
 * How many days the banner's answer is kept: its button's own value, else 365.
 * @param banner
 */
const bannerDays = ( banner: HTMLElement ): number =>
	positiveNumber(
		banner.querySelector< HTMLElement >( '[data-banner-accept]' )?.dataset
			.days,
		CONSENT_DAYS
	);

/**
 * Beside the consent dialog: answering the dialog acknowledges the banner (which stays hidden).
 * The consent script does this itself, so a page with both needs no banner script
 * (php/Site/ChromeScripts.php); returns the cleanup.
 * @param banner
 */
export function followConsent( banner: HTMLElement ): () => void {
	const doc = banner.ownerDocument;
	const days = bannerDays( banner );
	const onConsent = () => writeCookie( BANNER_COOKIE, '1', days );
	doc.addEventListener( 'stagecraft:consent', onConsent );
	return () => doc.removeEventListener( 'stagecraft:consent', onConsent );
}

export function createCookieBanner( banner: HTMLElement ): {
	destroy: () => void;
} {
	const doc = banner.ownerDocument;
	const html = doc.documentElement;
	const days = bannerDays( banner );
	const cleanups: Array< () => void > = [];
	let observer: ResizeObserver | null = null;

	const reserve = () =>
		html.style.setProperty( BANNER_SPACE, `${ bannerSpace( banner ) }px` );
	const hide = () => {
		banner.hidden = true;
		observer?.disconnect();
		observer = null;
		html.classList.remove( BANNER_CLASS );
		html.style.removeProperty( BANNER_SPACE );
	};
	const acknowledge = () => {
		writeCookie( BANNER_COOKIE, '1', days );
		const hadFocus = banner.contains( doc.activeElement );
		hide();
		// The banner ends the page's tab order; focus left on its hidden button would fall to
		// <body>. The visitor has been through the page: start again at its top.
		if ( hadFocus ) {
			focusTopOfPage( doc );
		}
	};

	if ( readCookie( BANNER_COOKIE ) === '1' ) {
		hide();
		return { destroy: () => {} };
	}
	if ( doc.querySelector( CONSENT_ROOT ) ) {
		hide();
		return { destroy: followConsent( banner ) };
	}

	banner.hidden = false;
	html.classList.add( BANNER_CLASS );
	reserve();
	if ( typeof ResizeObserver === 'function' ) {
		observer = new ResizeObserver( reserve );
		observer.observe( banner );
	}
	const onClick = ( event: MouseEvent ) => {
		if (
			event.target instanceof Element &&
			event.target.closest( '[data-banner-accept]' )
		) {
			acknowledge();
		}
	};
	banner.addEventListener( 'click', onClick );
	cleanups.push( () => banner.removeEventListener( 'click', onClick ) );
	// Scroll padding brings a focused element's start into view; a tall one (a text area) could
	// still end under the banner: scroll it clear as a whole when it fits below the header.
	const clearOfBanner = ( event: FocusEvent ) => {
		const view = doc.defaultView ?? window;
		const lift = ( later: boolean ) => {
			const el = event.target;
			if (
				! ( el instanceof Element ) ||
				el !== doc.activeElement ||
				banner.hidden ||
				banner.contains( el )
			) {
				return;
			}
			const box = el.getBoundingClientRect();
			// A frame on, a start below the screen is not where the browser's focus scroll left
			// it but the page scrolled since: pulling it back would undo the visitor's scroll.
			if ( later && box.top >= view.innerHeight ) {
				return;
			}
			const limit =
				banner.getBoundingClientRect().top - FOCUS_CLEARANCE_PX;
			const top =
				parseFloat( view.getComputedStyle( html ).scrollPaddingTop ) ||
				0;
			const by = Math.min( box.bottom - limit, box.top - top );
			if ( by > 0 ) {
				view.scrollBy( 0, by );
			}
		};
		lift( false );
		// Again after the browser's own scroll to the focused element, whichever comes last.
		view.requestAnimationFrame( () => lift( true ) );
	};
	doc.addEventListener( 'focusin', clearOfBanner );
	cleanups.push( () => doc.removeEventListener( 'focusin', clearOfBanner ) );
	return {
		destroy() {
			cleanups.forEach( ( c ) => c() );
			observer?.disconnect();
		},
	};
}
