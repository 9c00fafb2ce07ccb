import type { Filter, Frame, Scene, Split } from '../schema';
import { FILTER_DEFAULTS } from '../schema/constants';

// Filters, clip paths and masks as CSS values GSAP can interpolate.

type FilterName = keyof typeof FILTER_DEFAULTS;

const FILTER_NAMES = Object.keys( FILTER_DEFAULTS ) as FilterName[];
const unit = ( name: FilterName ) => ( name === 'blur' ? 'px' : '%' );

// A stored filter value as a number in its unit: 4, '4px' and '4' are all 4.
function amount( value: number | string | undefined ): number | undefined {
	const parsed = typeof value === 'string' ? parseFloat( value ) : value;
	return typeof parsed === 'number' && Number.isFinite( parsed )
		? parsed
		: undefined;
}

/**
 * The filters that differ from their defaults (spec section 5), by name.
 *
 * @param filter A frame's or a layer's filter.
 */
export function activeFilters(
	filter: Filter | undefined
): Partial< Record< FilterName, number > > {
	const active: Partial< Record< FilterName, number > > = {};
	for ( const name of FILTER_NAMES ) {
		const value = amount( filter?.[ name ] );
		if ( value !== undefined && value !== FILTER_DEFAULTS[ name ] ) {
			active[ name ] = value;
		}
	}
	return active;
}

/**
 * A CSS filter list of the active filters, or undefined when none is active.
 * `names` lists filters written even at their default, so two states of one
 * scene have the same functions in the same order and interpolate.
 *
 * @param filter The filter.
 * @param names  Filters to write even when idle.
 */
export function filterCss(
	filter: Filter | undefined,
	names: readonly FilterName[] = []
): string | undefined {
	const active = activeFilters( filter );
	const parts = FILTER_NAMES.filter(
		( name ) => active[ name ] !== undefined || names.includes( name )
	).map(
		( name ) =>
			`${ name }(${ active[ name ] ?? FILTER_DEFAULTS[ name ] }${ unit(
				name
			) })`
	);
	return parts.length > 0 ? parts.join( ' ' ) : undefined;
}

/**
 * The filter names any of these filters makes active.
 *
 * @param filters Frame or layer filters.
 */
export function filterNames(
	filters: ReadonlyArray< Filter | undefined >
): FilterName[] {
	return FILTER_NAMES.filter( ( name ) =>
		filters.some(
			( filter ) => activeFilters( filter )[ name ] !== undefined
		)
	);
}

const SHAPE = /^(polygon|inset|circle|ellipse)\([^;{}]*\)$/;

/** Fully shown: the end of every clip and mask reveal. */
export const CLIP_OPEN = 'inset(0% 0% 0% 0%)';

/**
 * A frame's clip as a clip path: a number is the visible share (0–100) of
 * the box, opening from its centre; a string passes when it is a CSS shape.
 *
 * @param clip The frame's clip.
 */
export function clipCss( clip: Frame[ 'clip' ] ): string | undefined {
	if ( typeof clip === 'number' && Number.isFinite( clip ) ) {
		const edge = ( 100 - Math.min( 100, Math.max( 0, clip ) ) ) / 2;
		return `inset(${ edge }% ${ edge }% ${ edge }% ${ edge }%)`;
	}
	const text = typeof clip === 'string' ? clip.trim() : '';
	return SHAPE.test( text ) ? text : undefined;
}

export type MaskDirection = 'left' | 'right' | 'top' | 'bottom';

/**
 * Where a mask reveal comes from: the sign of its first frame's x or y
 * (x -100: the layer appears from the left edge), else from the left.
 *
 * @param mask The layer's mask scene.
 */
export function maskDirection( mask: Scene | undefined ): MaskDirection {
	const first = mask?.frames[ 0 ] ?? {};
	const x = amount( first.x ) ?? 0;
	const y = amount( first.y ) ?? 0;
	if ( Math.abs( y ) > Math.abs( x ) ) {
		return y < 0 ? 'top' : 'bottom';
	}
	return x > 0 ? 'right' : 'left';
}

/**
 * The closed clip path a mask reveal starts from: all of the box hidden
 * behind the edge opposite the direction it comes from.
 *
 * @param direction Where the reveal comes from.
 */
export function maskStart( direction: MaskDirection ): string {
	const sides: Record< MaskDirection, string > = {
		left: 'inset(0% 100% 0% 0%)',
		right: 'inset(0% 0% 0% 100%)',
		top: 'inset(0% 0% 100% 0%)',
		bottom: 'inset(100% 0% 0% 0%)',
	};
	return sides[ direction ];
}

/** The layer timelines' effects that ride along with its in and out scenes. */
export interface SceneEffects {
	mask?: Scene;
	filter?: Filter;
	/** Split text: the scene plays on the units, one after another. */
	split?: Split;
}

/**
 * In-scene frames with the layer's mask and filter folded into the first
 * frame (the state it reveals from), unless that frame sets its own.
 *
 * @param frames  The in-scene frames.
 * @param effects The layer's mask scene and filter.
 */
export function withEffectsIn(
	frames: readonly Frame[],
	effects: SceneEffects = {}
): readonly Frame[] {
	return foldAt( frames, 0, effects );
}

/**
 * Out-scene frames with the mask and filter folded into the last frame (the
 * state it hides to).
 *
 * @param frames  The out-scene frames.
 * @param effects The layer's mask scene and filter.
 */
export function withEffectsOut(
	frames: readonly Frame[],
	effects: SceneEffects = {}
): readonly Frame[] {
	return foldAt( frames, frames.length - 1, effects );
}

// The list with the effects folded into its frame at `index`; the list itself when that frame
// lacks none, so the layers of a slide keep sharing it (and frames.ts's caches keyed by it).
function foldAt(
	frames: readonly Frame[],
	index: number,
	effects: SceneEffects
): readonly Frame[] {
	const frame = frames[ index ];
	const folded = frame && fold( frame, effects );
	// map, not a spread: a list of its exact length (a spread one keeps spare room, about
	// 60 B per layer while a slide's scenes wait to be built).
	return folded === frame
		? frames
		: frames.map( ( item, at ) => ( at === index ? folded : item ) );
}

// The frame with the effects it lacks; the frame itself when it lacks none (frames are only read).
function fold( frame: Frame, { mask, filter }: SceneEffects ): Frame {
	if (
		! ( mask && frame.clip === undefined ) &&
		! ( frame.filter === undefined && filterCss( filter ) )
	) {
		return frame;
	}
	const folded = { ...frame };
	if ( mask && folded.clip === undefined ) {
		folded.clip = maskStart( maskDirection( mask ) );
	}
	if ( folded.filter === undefined && filterCss( filter ) ) {
		folded.filter = filter;
	}
	return folded;
}
