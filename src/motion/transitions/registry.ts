// The named slide transitions (spec sections 3 slide `slideshow.trans`, 9 transitions): data
// only, no GSAP, so the editor and tests read it without the motion chunk.

/** Spec section 9: the default slide transition lasts 1000 ms. */
export const DEFAULT_TRANSITION_MS = 1000;
/** Spec section 9: 'random' picks a duration between 300 and 1300 ms. */
export const RANDOM_MIN_MS = 300;
export const RANDOM_MAX_MS = 1300;
/** Spec section 9: random lookup depth is at most 10 (tries to avoid repeating a pick). */
export const RANDOM_LOOKUP_DEPTH = 10;
/** Spec section 9: perspective for flips (2500) and turns (1500), the 3D wrapper's 1600. */
export const FLIP_PERSPECTIVE = 2500;
export const TURN_PERSPECTIVE = 1500;
export const WRAPPER_PERSPECTIVE = 1600;
/** Spec section 9: default 3D depth (per cent of the stage the cube sinks back mid-turn). */
export const DEFAULT_DEPTH = 65;
/** Under reduced motion every transition is this short fade. */
export const REDUCED_FADE_MS = 200;
/** Slots and boxes when the slide names no count. */
export const DEFAULT_COLS = 6;
export const DEFAULT_ROWS = 4;

export type Family =
	| 'fade'
	| 'slide'
	| 'push'
	| 'zoom'
	| 'parallax'
	| 'curtain'
	| 'slots'
	| 'boxes'
	| 'cube'
	| 'flip'
	| 'turn'
	| 'shader';

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The variants a family's transitions differ by. */
export type Variant =
	| Direction
	| 'plain'
	| 'black'
	| 'white'
	| 'in'
	| 'out'
	| 'openh'
	| 'openv'
	| 'fade'
	| 'zoom'
	| 'random'
	| 'diagonal'
	| 'horizontal'
	| 'vertical'
	// WebGL shaders.
	| 'dissolve'
	| 'ripple'
	| 'wave'
	| 'zoomblur'
	| 'pixelate'
	| 'warp';

export interface TransitionDef {
	readonly name: string;
	readonly family: Family;
	readonly variant: Variant;
}

/** Families drawn with slices or in 3D: they come in a chunk of their own. */
export const HEAVY_FAMILIES: ReadonlySet< Family > = new Set( [
	'slots',
	'boxes',
	'cube',
	'flip',
	'turn',
	'shader',
] );

const DIRECTIONS: readonly Direction[] = [ 'left', 'right', 'up', 'down' ];

const each = ( family: Family, variants: readonly Variant[] ) =>
	variants.map( ( variant ): TransitionDef => ( {
		name: variant === 'plain' ? family : `${ family }${ variant }`,
		family,
		variant,
	} ) );

/** Every named transition, grouped by family in the editor's order. */
export const TRANSITIONS: readonly TransitionDef[] = [
	...each( 'fade', [ 'plain', 'black', 'white' ] ),
	...each( 'slide', DIRECTIONS ),
	...each( 'push', DIRECTIONS ),
	...each( 'zoom', [ 'in', 'out' ] ),
	...each( 'parallax', DIRECTIONS ),
	...each( 'curtain', [ ...DIRECTIONS, 'openh', 'openv' ] ),
	...each( 'slots', [ ...DIRECTIONS, 'horizontal', 'vertical' ] ),
	...each( 'boxes', [ 'fade', 'zoom', 'random', 'diagonal' ] ),
	...each( 'cube', DIRECTIONS ),
	...each( 'flip', [ 'horizontal', 'vertical' ] ),
	...each( 'turn', DIRECTIONS ),
	// Between two slide images in WebGL (a CSS cross-fade without it).
	...each( 'shader', [
		'dissolve',
		'ripple',
		'wave',
		'zoomblur',
		'pixelate',
		'warp',
	] ),
];

const BY_NAME = new Map( TRANSITIONS.map( ( def ) => [ def.name, def ] ) );

export const FAMILIES: readonly Family[] = [
	...new Set( TRANSITIONS.map( ( def ) => def.family ) ),
];

/**
 * A transition by name; unknown names (a newer editor, a typo) are the plain fade.
 *
 * @param name The effect name.
 */
export function transitionNamed( name: string ): TransitionDef {
	return BY_NAME.get( name ) ?? TRANSITIONS[ 0 ];
}

export const isHeavy = ( def: TransitionDef ): boolean =>
	HEAVY_FAMILIES.has( def.family );

/**
 * Spec section 5: column and row counts are at least 1 and at most canvas width minus 10.
 *
 * @param count    The count asked for (0 or missing: the default).
 * @param fallback The default count.
 * @param width    The canvas width in px.
 */
export function boundCount(
	count: number | undefined,
	fallback: number,
	width: number
): number {
	const wanted =
		count === undefined || ! Number.isFinite( count ) || count <= 0
			? fallback
			: Math.round( count );
	return Math.max( 1, Math.min( wanted, Math.floor( width ) - 10 ) );
}
