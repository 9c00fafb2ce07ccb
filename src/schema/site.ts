/**
 * Rules of the site chrome that the server and the browser share (spec site.md sections 2 and 9).
 * Plain values only: PHP reads them from the generated php/Schema/generated/SharedRules.php.
 */

/** Screen classes on <body>: mobile up to this width (px, scroll bar included). */
export const SCREEN_MOBILE_MAX = 767;
/** tablet from SCREEN_MOBILE_MAX + 1 up to this width; desktop above it. */
export const SCREEN_TABLET_MAX = 959;
/** wide-screen from this width. */
export const SCREEN_WIDE_MIN = 1441;

/** The classes the screen-class rules set, each on or off. */
export const SCREEN_CLASSES = [
	'mobile',
	'tablet',
	'desktop',
	'mobile-menu',
	'wide-screen',
] as const;

/**
 * The smallest mobile-menu threshold a header may set (px): below it no full menu fits. The
 * default threshold is the site header block's mobileBreakpoint default in its block.json.
 */
export const MENU_BREAKPOINT_MIN = 320;

/** The sticky header's logo height is held between these (px); its default is in block.json. */
export const STICKY_LOGO_MIN = 35;
export const STICKY_LOGO_MAX = 110;
