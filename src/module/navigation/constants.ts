/**
 * Navigation constants of spec section 9, in one place.
 */

export type NavKind = 'arrows' | 'bullets' | 'thumbs' | 'tabs' | 'scrubber';

/** Order in which elements stack when they share an outer side. */
export const NAV_KINDS: readonly NavKind[] = [
	'arrows',
	'bullets',
	'thumbs',
	'tabs',
	'scrubber',
];

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

/** Thumbnail size scales with the window width between these widths. */
export const THUMB_SCALE_FROM = 480;
export const THUMB_SCALE_TO = 980;
/** Scale at (and below) THUMB_SCALE_FROM; full size at THUMB_SCALE_TO and above. */
export const THUMB_MIN_SCALE = 0.5;

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

/** Default sizes (px) of one item when the settings give none. */
export const NAV_DEFAULT_SIZE: Record< NavKind, { w: number; h: number } > = {
	arrows: { w: 44, h: 44 },
	bullets: { w: 24, h: 24 },
	thumbs: { w: 100, h: 56 },
	tabs: { w: 200, h: 60 },
	scrubber: { w: 40, h: 40 },
};
