/**
 * Navigation constants of spec section 9, in one place. Those the server shares
 * (kinds, default sizes, thumbnail scaling) are written in src/schema/constants.ts.
 */
import type { NavKind } from '../../schema/constants';

export {
	NAV_DEFAULT_SIZE,
	NAV_KINDS,
	THUMB_MIN_SCALE,
	THUMB_SCALE_FROM,
	THUMB_SCALE_TO,
} from '../../schema/constants';
export type { NavKind } from '../../schema/constants';

/** Navigation timings: with `anim` set, an element hides after this long idle (ms). */
export const NAV_HIDE_DELAY: Record< NavKind, number > = {
	arrows: 1000,
	bullets: 3000,
	thumbs: 2000,
	tabs: 4000,
	scrubber: 5000,
};

/** Arrow and bullet animation distance (px) and the hover fade (ms). */
export const NAV_ANIM_DISTANCE = 50;
export const NAV_HOVER_FADE = 400;

/** A touch moving further than this (px) marks the item moved: no click. */
export const TOUCH_MOVED = 5;

/** Tab and thumb carousel (strip) duration, ms. */
export const STRIP_DURATION = 300;

/** Scrubber drag constants. */
export const SCRUBBER_THROW_RESISTANCE = 10000;
export const SCRUBBER_EDGE_RESISTANCE = 0.8;
export const SCRUBBER_MIN_DURATION = 0.1;
export const SCRUBBER_MAX_DURATION = 1.5;
export const SCRUBBER_CHANGE_DELAY = 200;
export const SCRUBBER_LERP = 0.2;

/** Keyboard repeat guard and wheel cooldown default, ms. */
export const KEY_REPEAT_GUARD = 500;
export const WHEEL_COOLDOWN = 1500;

/** A swipe counts after this much movement (px). */
export const SWIPE_MIN_MOVE = 2;
/** On mobile a swipe navigation delay above the limit is reduced to 50 ms. */
export const MOBILE_SWIPE_DELAY_LIMIT = 200;
export const MOBILE_SWIPE_DELAY = 50;
