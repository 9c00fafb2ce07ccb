/**
 * Runtime rules of spec section 5 that apply to input, not to data: the
 * navigation code reads them from here.
 */

/** Arrow keys navigate only this long after the previous press, in ms. */
export const ARROW_KEY_GUARD_MS = 500;

/** A mobile swipe delay above this is reduced to MOBILE_SWIPE_DELAY, in ms. */
export const SWIPE_DELAY_LIMIT = 200;
export const MOBILE_SWIPE_DELAY = 50;

/** Default wheel cooldown (settings.nav.wheel.cd), in ms. */
export const WHEEL_COOLDOWN_MS = 1500;

/**
 * The swipe navigation delay to use.
 *
 * @param delay    The configured delay in ms.
 * @param isMobile Whether the device is a mobile one.
 */
export const swipeDelay = ( delay: number, isMobile: boolean ): number =>
	isMobile && delay > SWIPE_DELAY_LIMIT ? MOBILE_SWIPE_DELAY : delay;

/**
 * A guard for arrow-key navigation: allows a press only when the previous
 * allowed one is at least `gap` ms old.
 *
 * @param gap Minimum time between presses.
 */
export function createKeyGuard( gap = ARROW_KEY_GUARD_MS ) {
	let last = -Infinity;
	return ( now: number ): boolean => {
		if ( now - last < gap ) {
			return false;
		}
		last = now;
		return true;
	};
}
