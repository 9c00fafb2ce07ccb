/**
 * Constants of the module data that the schemas, the normalisers and PHP share.
 * Plain values only (no zod): PHP reads them from the generated
 * php/Schema/generated/SharedRules.php, so every rule here lives in this one place.
 */

/**
 * Version of the stored module shape. 2: this schema; 1: the foundation's
 * minimal shape; 0 or absent: the legacy flat shape (PHP migrates it).
 */
export const SCHEMA_VERSION = 2;

/** Responsive values have one entry per device level, in this order (spec section 3). */
export const DEVICE_LEVELS = [
	'largedesktop',
	'desktop',
	'notebook',
	'tablet',
	'mobile',
] as const;

/** Size classes: the five device levels plus the one for modules without breakpoints. */
export const SIZE_CLASSES = [ ...DEVICE_LEVELS, 'nobreak' ] as const;

/** Breakpoints in px, one per device level (spec section 9). */
export const BREAKPOINTS = [ 1600, 1240, 1024, 778, 480 ] as const;

/** Default aspect ratio (width / height) of spec section 9. */
export const DEFAULT_ASPECT_RATIO = 1.777;

type PerLevel = readonly [ number, number, number, number, number ];

/** Default module widths are the breakpoints; heights follow the default ratio. */
export const DEFAULT_WIDTHS: PerLevel = BREAKPOINTS;
export const DEFAULT_HEIGHTS: PerLevel = [
	Math.round( BREAKPOINTS[ 0 ] / DEFAULT_ASPECT_RATIO ),
	Math.round( BREAKPOINTS[ 1 ] / DEFAULT_ASPECT_RATIO ),
	Math.round( BREAKPOINTS[ 2 ] / DEFAULT_ASPECT_RATIO ),
	Math.round( BREAKPOINTS[ 3 ] / DEFAULT_ASPECT_RATIO ),
	Math.round( BREAKPOINTS[ 4 ] / DEFAULT_ASPECT_RATIO ),
];

export const MODULE_TYPES = [ 'slider', 'hero', 'carousel', 'modal' ] as const;

/** The thirteen layer types of spec section 1. */
export const LAYER_TYPES = [
	'text',
	'button',
	'image',
	'video',
	'audio',
	'shape',
	'svg',
	'container',
	'group',
	'row',
	'column',
	'zone',
	'linebreak',
] as const;

export const LAYER_SUBTYPES = [
	'row',
	'column',
	'group',
	'zone',
	'slidebg',
	'image',
	'video',
] as const;

/** Layer tags allowed in markup, besides the module's custom tags (spec section 5). */
export const LAYER_TAGS = [
	'div',
	'a',
	'p',
	'span',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'ul',
	'ol',
	'li',
	'label',
	'img',
	'video',
	'audio',
	'iframe',
] as const;

/**
 * What any other tag becomes. A plain div: neutral for assistive technology,
 * styled by class like every layer, and what the server markup already uses.
 */
export const GENERIC_LAYER_TAG = 'div';

/** Tags a text layer is drawn with (server and React alike); others get the generic tag. */
export const TEXT_LAYER_TAGS = [
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'p',
	'div',
	'span',
] as const;

/** Layer types whose text carries inline markup; every other text is plain. */
export const RICH_TEXT_LAYER_TYPES = [ 'text', 'button' ] as const;

const COMMON_ATTRIBUTES = [ 'class', 'id', 'title', 'lang', 'dir' ];

/**
 * Inline formatting and links a rich text may keep, tag → attributes. The
 * server (wp_kses) and the React render both clean text with this one list.
 */
export const RICH_TEXT_ALLOWED: Readonly<
	Record< string, readonly string[] >
> = {
	strong: COMMON_ATTRIBUTES,
	b: COMMON_ATTRIBUTES,
	em: COMMON_ATTRIBUTES,
	i: COMMON_ATTRIBUTES,
	u: COMMON_ATTRIBUTES,
	s: COMMON_ATTRIBUTES,
	small: COMMON_ATTRIBUTES,
	sub: COMMON_ATTRIBUTES,
	sup: COMMON_ATTRIBUTES,
	mark: COMMON_ATTRIBUTES,
	code: COMMON_ATTRIBUTES,
	abbr: COMMON_ATTRIBUTES,
	span: COMMON_ATTRIBUTES,
	br: [],
	a: [ ...COMMON_ATTRIBUTES, 'href', 'target', 'rel' ],
};

/** Video API types (spec section 5). */
export const VIDEO_TYPES = [ 'youtube', 'vimeo', 'html5', 'audio' ] as const;

/** Stream sources of spec section 1. */
export const STREAM_SOURCES = [
	'post',
	'woo',
	'instagram',
	'facebook',
	'flickr',
	'twitter',
	'vimeo',
	'youtube',
	'gallery',
] as const;

/**
 * When the fallback image (general.fallbackURL) replaces the module (spec section 2): never,
 * on mobile (touch) devices, in old browsers (no individual transform properties, which the
 * motion uses), or both.
 */
export const FALLBACK_TYPES = [ 'off', 'mobile', 'old', 'both' ] as const;

/** Slide params: at most 10, each cut to its limit, 500 characters by default. */
export const MAX_SLIDE_PARAMS = 10;
export const DEFAULT_TEXT_LIMIT = 500;

/** Default slide and module length in ms. */
export const DEFAULT_SLIDE_LENGTH = 9000;

/** Image extensions the helper recognises (spec section 5). */
export const IMAGE_EXTENSIONS = [
	'jpg',
	'jpeg',
	'png',
	'gif',
	'bmp',
	'svg',
	'webp',
] as const;

/** Navigation element kinds, in the order they stack when they share an outer side. */
export const NAV_KINDS = [
	'arrows',
	'bullets',
	'thumbs',
	'tabs',
	'scrubber',
] as const;

export type NavKind = ( typeof NAV_KINDS )[ number ];

/** Default sizes (px) of one navigation item when the settings give none. */
export const NAV_DEFAULT_SIZE: Readonly<
	Record< NavKind, { readonly w: number; readonly h: number } >
> = {
	arrows: { w: 44, h: 44 },
	bullets: { w: 24, h: 24 },
	thumbs: { w: 100, h: 56 },
	tabs: { w: 200, h: 60 },
	scrubber: { w: 40, h: 40 },
};

/** Thumbnail size scales with the window width between these widths (px). */
export const THUMB_SCALE_FROM = 480;
export const THUMB_SCALE_TO = 980;
/** Scale at (and below) THUMB_SCALE_FROM; full size at THUMB_SCALE_TO and above. */
export const THUMB_MIN_SCALE = 0.5;

/** Animation defaults of spec section 9: frame duration (ms), GSAP lag smoothing (ms), auto-sleep (frames). */
export const DEFAULT_FRAME_DURATION_MS = 500;
export const LAG_SMOOTHING_MS = 500;
export const AUTO_SLEEP_FRAMES = 120;

/** Default stagger between split units (ms, spec section 9). */
export const DEFAULT_STAGGER_MS = 75;

/** Layer rotation perspective (px) and the module's default perspective (spec section 9). */
export const LAYER_PERSPECTIVE = 600;

/**
 * Filter defaults (spec section 5): a filter counts as active only when it differs from
 * these (blur in px, the others in %).
 */
export const FILTER_DEFAULTS = {
	blur: 0,
	brightness: 100,
	grayscale: 0,
	sepia: 0,
	invert: 0,
} as const;

/**
 * Layer filter classes (layer.mF): preset image filters a layer takes as the class
 * stagecraft-mf-{name} (blocks/module/style.scss); other names are ignored.
 */
export const LAYER_FILTER_CLASSES = [
	'grayscale',
	'sepia',
	'vintage',
	'warm',
	'cool',
	'faded',
	'contrast',
	'invert',
] as const;

/** Helper resource status: 0 pending, 1 loading, 2 loaded, 3 failed (spec section 4). */
export const RESOURCE_STATUS = {
	pending: 0,
	loading: 1,
	loaded: 2,
	failed: 3,
} as const;
