import type { Box, Length } from '../../schema/base';
import { LAYER_PERSPECTIVE } from '../../schema/constants';
import type { LayerView } from '../../schema/layer-view';

/**
 * Inline style as property names in camelCase (`marginTop`), numbers as the renderer takes
 * them; any renderer can apply it (React's style prop takes it as it is).
 */
export type CSSProperties = Record< string, string | number | undefined >;

/** Spec section 9: layer rotation perspective (shared with the motion driver). */
export { LAYER_PERSPECTIVE };

export interface LayerStyle {
	/** The wrapper: position, alignment, size, order, static rotation and opacity. */
	wrap: CSSProperties;
	/** The layer element: its box (margin, padding, border, radius, shadows). */
	layer: CSSProperties;
	/** Whether the layer shows at this device level. */
	visible: boolean;
	/** Absolute layers sit on the scaled grid; the others flow in the slide's stack. */
	absolute: boolean;
	/** The wrapper has a size of its own, which the layer fills. */
	sized: boolean;
}

const CSS_LENGTH = /^-?\d*\.?\d+(px|%|em|rem|vw|vh|svh|dvh)$/;

/**
 * A stored length as CSS: numbers are px, strings pass when they are a
 * plain length; anything else (and 'auto') is left to the stylesheet.
 *
 * @param value The stored length.
 */
export function cssLength( value: Length | undefined ): string | undefined {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? `${ value }px` : undefined;
	}
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const trimmed = value.trim();
	if ( /^-?\d*\.?\d+$/.test( trimmed ) ) {
		return `${ trimmed }px`;
	}
	return CSS_LENGTH.test( trimmed ) ? trimmed : undefined;
}

/**
 * A box (margin, padding, radius, border widths) in CSS shorthand.
 *
 * @param box One length, up to four, or the sides by name.
 */
export function cssBox( box: Box | undefined ): string | undefined {
	if ( box === undefined ) {
		return undefined;
	}
	let parts: Length[];
	if ( Array.isArray( box ) ) {
		parts = box;
	} else if ( typeof box === 'object' ) {
		parts = [ box.t ?? 0, box.r ?? 0, box.b ?? 0, box.l ?? 0 ];
	} else {
		parts = [ box ];
	}
	const css = parts.map( cssLength );
	return css.length > 0 && css.every( Boolean ) ? css.join( ' ' ) : undefined;
}

const at = < T >( values: readonly T[] | undefined, level: number ) =>
	values?.[ Math.min( level, values.length - 1 ) ];

// h/v alignment plus offsets: right and bottom count from their own edge.
function placement( layer: LayerView, level: number ) {
	const h = at( layer.pos.h, level ) ?? 'left';
	const v = at( layer.pos.v, level ) ?? 'top';
	const x = cssLength( at( layer.pos.x, level ) ) ?? '0px';
	const y = cssLength( at( layer.pos.y, level ) ) ?? '0px';
	const style: CSSProperties = {};
	const shift: string[] = [];
	if ( h === 'center' ) {
		style.left = `calc(50% + ${ x })`;
		shift.push( '-50%' );
	} else {
		style[ h ] = x;
		shift.push( '0' );
	}
	if ( v === 'middle' ) {
		style.top = `calc(50% + ${ y })`;
		shift.push( '-50%' );
	} else {
		style[ v ] = y;
		shift.push( '0' );
	}
	const translate =
		shift[ 0 ] === '0' && shift[ 1 ] === '0'
			? ''
			: `translate(${ shift.join( ', ' ) })`;
	return { style, translate };
}

function rotation( layer: LayerView ): string {
	const tr = layer.tr;
	if ( ! tr ) {
		return '';
	}
	const parts: string[] = [];
	if ( tr.rX || tr.rY ) {
		parts.push( `perspective(${ LAYER_PERSPECTIVE }px)` );
	}
	if ( tr.rX ) {
		parts.push( `rotateX(${ tr.rX }deg)` );
	}
	if ( tr.rY ) {
		parts.push( `rotateY(${ tr.rY }deg)` );
	}
	if ( tr.rZ ) {
		parts.push( `rotate(${ tr.rZ }deg)` );
	}
	return parts.join( ' ' );
}

// A spike is a clip path; only real CSS shapes are applied.
function clipPath( spike: LayerView[ 'spike' ] ): string | undefined {
	return typeof spike === 'string' &&
		/^(polygon|inset|circle|ellipse)\([^;{}]*\)$/.test( spike.trim() )
		? spike.trim()
		: undefined;
}

function shadows( layer: LayerView ): CSSProperties {
	const list = ( type: 'box' | 'text' ) =>
		( layer.shadows ?? [] )
			.filter( ( shadow ) => ( shadow.t ?? 'box' ) === type )
			.map( ( shadow ) =>
				[
					`${ shadow.x ?? 0 }px`,
					`${ shadow.y ?? 0 }px`,
					`${ shadow.blur ?? 0 }px`,
					type === 'box' ? `${ shadow.spread ?? 0 }px` : '',
					shadow.c ?? 'rgba(0,0,0,0.5)',
				]
					.filter( Boolean )
					.join( ' ' )
			)
			.join( ', ' );
	const style: CSSProperties = {};
	const box = list( 'box' );
	const text = list( 'text' );
	if ( box ) {
		style.boxShadow = box;
	}
	if ( text ) {
		style.textShadow = text;
	}
	return style;
}

// Drops unset entries, so React writes no empty declarations.
function defined( style: CSSProperties ): CSSProperties {
	return Object.fromEntries(
		Object.entries( style ).filter(
			( [ , value ] ) => value !== undefined && value !== ''
		)
	) as CSSProperties;
}

/**
 * The styles of one layer at one device level (spec section 3, "Box and
 * position"). Position modes: absolute (on the grid, aligned by h/v with x/y
 * offsets), relative (in the flow, shifted by x/y) and inline-block. Static
 * rotation and opacity sit on the wrapper, so animations of the layer itself
 * (transform, opacity) compose with them instead of replacing them.
 *
 * @param layer    The layer.
 * @param level    Device level index (0 largedesktop … 4 mobile).
 * @param editMode Inside the block editor: the spike clip path is not applied.
 */
export function layerStyle(
	layer: LayerView,
	level: number,
	editMode = false
): LayerStyle {
	const mode = layer.pos.pos ?? 'relative';
	const absolute = mode === 'absolute';
	const cover = [ 'cover', 'fullinset' ].includes( layer.size.cMode ?? '' );
	const width = cssLength( at( layer.size.w, level ) );
	const height = cssLength( at( layer.size.h, level ) );
	const transforms: string[] = [];
	let wrap: CSSProperties = {};

	if ( absolute && cover ) {
		wrap = { inset: 0, width: '100%', height: '100%' };
	} else if ( absolute ) {
		const place = placement( layer, level );
		wrap = { ...place.style };
		transforms.push( place.translate );
	} else {
		// Relative offsets shift the layer from its place in the flow.
		const shift = ( value: string | undefined ) =>
			value === '0px' ? undefined : value;
		wrap = {
			left: shift( cssLength( at( layer.pos.x, level ) ) ),
			top: shift( cssLength( at( layer.pos.y, level ) ) ),
		};
		if ( cover ) {
			wrap.alignSelf = 'stretch';
			wrap.width = '100%';
		}
	}
	if ( ! cover ) {
		wrap.width = width;
		wrap.height = height;
	}
	if ( layer.size.cMode === 'fullwidth' ) {
		wrap.width = '100%';
	}
	if ( layer.size.cMode === 'fullheight' ) {
		wrap.height = '100%';
	}
	transforms.push( rotation( layer ) );
	const transform = transforms.filter( Boolean ).join( ' ' );

	wrap = {
		...wrap,
		display: mode === 'inline-block' ? 'inline-block' : undefined,
		minWidth: cssLength( layer.size.minW ),
		maxWidth: cssLength( layer.size.maxW ),
		zIndex: layer.zIndex,
		order: layer.order,
		mixBlendMode: layer.blend,
		opacity: layer.tr?.o,
		transform: transform || undefined,
		clipPath: editMode ? undefined : clipPath( layer.spike ),
	};

	const border = layer.border;
	const inner: CSSProperties = {
		margin: cssBox( layer.m ),
		padding: cssBox( layer.p ),
		borderStyle: border?.s,
		borderWidth: cssBox( border?.w ),
		borderColor: border?.c,
		borderRadius: cssBox( layer.radius ),
		cursor: layer.cursor,
		display: layer.display,
		...shadows( layer ),
	};

	return {
		wrap: defined( wrap ),
		layer: defined( inner ),
		visible: at( layer.vis, level ) ?? true,
		absolute,
		sized: cover || Boolean( width || height ),
	};
}
