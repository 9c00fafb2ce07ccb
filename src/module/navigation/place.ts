import type { NavElement } from '../../schema/navigation';
import {
	NAV_ANIM_DISTANCE,
	NAV_DEFAULT_SIZE,
	NAV_KINDS,
	THUMB_MIN_SCALE,
	THUMB_SCALE_FROM,
	THUMB_SCALE_TO,
} from './constants';
import type { NavKind } from './constants';

export type Side = 'top' | 'bottom' | 'left' | 'right';
export const SIDES: readonly Side[] = [ 'top', 'right', 'bottom', 'left' ];

/** Where one element (or one arrow) sits: alignment and offsets in px. */
export interface Align {
	h: 'left' | 'center' | 'right';
	v: 'top' | 'middle' | 'bottom';
	x: number;
	y: number;
}

/**
 * The space reserved on one outer side at the current device level: the
 * stylesheet resolves --stagecraft-ot/or/ob/ol from the per-level values
 * the server printed (--stagecraft-outer-bottom, --stagecraft-outer-bottom-4...).
 *
 * @param side The side.
 */
export const outerVar = ( side: Side ) =>
	`var(--stagecraft-o${ side.charAt( 0 ) }, 0px)`;

/** Device levels (largedesktop … mobile) a value is given for. */
const LEVELS = [ 0, 1, 2, 3, 4 ] as const;

/**
 * Whether an element shows at a device level (vis, one entry per level).
 *
 * @param element The element's settings.
 * @param level   Device level index.
 */
export const visibleAt = ( element: NavElement, level: number ) =>
	element.vis?.[ Math.min( level, element.vis.length - 1 ) ] ?? true;

/**
 * Thumbnail scale for a window width: THUMB_MIN_SCALE up to 480 px,
 * growing linearly to 1 at 980 px.
 *
 * @param width Window width in px.
 */
export function thumbScale( width: number ): number {
	const ratio =
		( width - THUMB_SCALE_FROM ) / ( THUMB_SCALE_TO - THUMB_SCALE_FROM );
	const scale = THUMB_MIN_SCALE + ratio * ( 1 - THUMB_MIN_SCALE );
	return Math.min( 1, Math.max( THUMB_MIN_SCALE, scale ) );
}

const round = ( value: number ) => Math.round( value * 10000 ) / 10000;

/**
 * The same scaling as thumbScale() as a CSS length, so the server can
 * reserve it and the browser follows the window without script.
 *
 * @param px Full size in px (at 980 px and wider).
 */
export function scaledLength( px: number ): string {
	const min = px * THUMB_MIN_SCALE;
	const slope = ( px - min ) / ( THUMB_SCALE_TO - THUMB_SCALE_FROM );
	const base = round( min - slope * THUMB_SCALE_FROM );
	const sign = base < 0 ? '-' : '+';
	return `clamp(${ round( min ) }px, calc(${ round(
		slope * 100
	) }vw ${ sign } ${ Math.abs( base ) }px), ${ round( px ) }px)`;
}

/**
 * Adds px numbers and CSS lengths into one CSS length.
 *
 * @param parts Numbers (px) and CSS lengths.
 */
export function cssSum( parts: Array< number | string > ): string {
	const px = round(
		parts.reduce< number >(
			( sum, part ) => ( typeof part === 'number' ? sum + part : sum ),
			0
		)
	);
	const lengths = parts.filter(
		( part ): part is string => typeof part === 'string'
	);
	if ( lengths.length === 0 ) {
		return `${ px }px`;
	}
	return `calc(${ [ `${ px }px`, ...lengths ].join( ' + ' ) })`;
}

/**
 * The outer side an element sits on, or null inside the module.
 * 'outer' alone picks the side from the direction and alignment.
 *
 * @param element The element's settings.
 */
export function outerSide( element: NavElement ): Side | null {
	const { io } = element;
	if ( ! io || io === 'inner' ) {
		return null;
	}
	if ( io !== 'outer' ) {
		return io.slice( 'outer-'.length ) as Side;
	}
	if ( element.d === 'vertical' ) {
		return element.h === 'left' ? 'left' : 'right';
	}
	return element.v === 'top' ? 'top' : 'bottom';
}

/**
 * One item's size, settings over defaults.
 *
 * @param kind    The element kind.
 * @param element Its settings.
 */
export function itemSize( kind: NavKind, element: NavElement ) {
	const fallback = NAV_DEFAULT_SIZE[ kind ];
	return {
		w: element.size?.w ?? fallback.w,
		h: element.size?.h ?? fallback.h,
	};
}

/**
 * The alignment of an element, or of one arrow (l or r).
 *
 * @param element The element's settings.
 * @param arrow   'l' or 'r' for an arrow.
 */
export function alignOf( element: NavElement, arrow?: 'l' | 'r' ): Align {
	const own = arrow ? element[ arrow ] : undefined;
	const fallbackH = arrow === 'l' ? 'left' : 'right';
	const source = own ?? ( arrow ? {} : element );
	const v = source.v ?? ( arrow ? 'middle' : 'bottom' );
	return {
		h: source.h ?? ( arrow ? fallbackH : 'center' ),
		v: v === 'center' ? 'middle' : v,
		x: source.x ?? ( arrow ? 20 : 0 ),
		y: source.y ?? ( arrow ? 0 : 20 ),
	};
}

/** A piece of an outer band: where an element starts and how thick it is. */
export interface BandPiece {
	kind: NavKind;
	/** 'l' or 'r' for arrows. */
	arrow?: 'l' | 'r';
	/** Distance from the module's stage edge to the element, CSS length. */
	start: string;
}

export interface OuterSpace {
	/** Reserved thickness per side at the largest level, CSS lengths ('0px' when none). */
	size: Record< Side, string >;
	/** Reserved thickness per side and device level: up to the last element shown there. */
	levels: Record< Side, string[] >;
	pieces: BandPiece[];
}

type Navigation = Partial< Record< NavKind, NavElement | undefined > >;

/**
 * The space outer navigation needs on each side of the module: elements on
 * the same side stack in NAV_KINDS order, each after its offset (y on top
 * and bottom, x on the sides). php/Blocks/NavigationSpace.php computes the
 * same so the server reserves it (no layout shift).
 *
 * @param navigation The navigation settings.
 */
export function outerSpace( navigation: Navigation ): OuterSpace {
	const parts: Record< Side, Array< number | string > > = {
		top: [],
		right: [],
		bottom: [],
		left: [],
	};
	// Per side and level: how many parts reach the last element shown there.
	const ends: Record< Side, number[] > = {
		top: [ 0, 0, 0, 0, 0 ],
		right: [ 0, 0, 0, 0, 0 ],
		bottom: [ 0, 0, 0, 0, 0 ],
		left: [ 0, 0, 0, 0, 0 ],
	};
	const pieces: BandPiece[] = [];
	const add = (
		element: NavElement,
		kind: NavKind,
		side: Side,
		margin: number,
		thickness: number,
		arrow?: 'l' | 'r'
	) => {
		parts[ side ].push( Math.abs( margin ) );
		pieces.push( { kind, arrow, start: cssSum( parts[ side ] ) } );
		parts[ side ].push(
			kind === 'thumbs' ? scaledLength( thickness ) : thickness
		);
		// Positions stay put at every level; a band ends after its last shown element.
		LEVELS.forEach( ( level ) => {
			if ( visibleAt( element, level ) ) {
				ends[ side ][ level ] = parts[ side ].length;
			}
		} );
	};
	NAV_KINDS.forEach( ( kind ) => {
		const element = navigation[ kind ];
		const side = element?.set ? outerSide( element ) : null;
		if ( ! element || ! side ) {
			return;
		}
		const size = itemSize( kind, element );
		if ( kind === 'arrows' ) {
			add(
				element,
				kind,
				'left',
				alignOf( element, 'l' ).x,
				size.w,
				'l'
			);
			add(
				element,
				kind,
				'right',
				alignOf( element, 'r' ).x,
				size.w,
				'r'
			);
			return;
		}
		const across = side === 'top' || side === 'bottom';
		const align = alignOf( element );
		add(
			element,
			kind,
			side,
			across ? align.y : align.x,
			across ? size.h : size.w
		);
	} );
	const size = {} as Record< Side, string >;
	const levels = {} as Record< Side, string[] >;
	SIDES.forEach( ( side ) => {
		levels[ side ] = LEVELS.map( ( level ) =>
			cssSum( parts[ side ].slice( 0, ends[ side ][ level ] ) )
		);
		size[ side ] = levels[ side ][ 0 ];
	} );
	return { size, levels, pieces };
}

/**
 * The custom properties that reserve the outer space, as the server prints
 * them: --stagecraft-outer-{side} for the largest level and
 * --stagecraft-outer-{side}-{level} where a smaller level differs.
 *
 * @param space The outer space.
 */
export function outerStyle( space: OuterSpace ): Record< string, string > {
	const style: Record< string, string > = {};
	SIDES.forEach( ( side ) => {
		const values = space.levels[ side ];
		if ( values.every( ( value ) => value === '0px' ) ) {
			return;
		}
		style[ `--stagecraft-outer-${ side }` ] = values[ 0 ];
		values.forEach( ( value, level ) => {
			if ( level > 0 && value !== values[ 0 ] ) {
				style[ `--stagecraft-outer-${ side }-${ level }` ] = value;
			}
		} );
	} );
	return style;
}

/**
 * Positions a navigation element over the module: inside the stage area,
 * or in the band reserved on an outer side. Centring uses the `translate`
 * property so that `transform` stays free for the show/hide motion.
 *
 * @param node  The element's container.
 * @param align Its alignment and offsets.
 * @param side  Its outer side, or null inside.
 * @param start Distance into the outer band (CSS length).
 */
export function place(
	node: HTMLElement,
	align: Align,
	side: Side | null,
	start = '0px'
) {
	const { style } = node;
	style.position = 'absolute';
	let tx = '0';
	let ty = '0';
	const horizontal = () => {
		if ( align.h === 'left' ) {
			style.left = `calc(${ outerVar( 'left' ) } + ${ align.x }px)`;
		} else if ( align.h === 'right' ) {
			style.right = `calc(${ outerVar( 'right' ) } + ${ align.x }px)`;
		} else {
			style.left = `calc((100% + ${ outerVar( 'left' ) } - ${ outerVar(
				'right'
			) }) / 2 + ${ align.x }px)`;
			tx = '-50%';
		}
	};
	const vertical = () => {
		if ( align.v === 'top' ) {
			style.top = `calc(${ outerVar( 'top' ) } + ${ align.y }px)`;
		} else if ( align.v === 'bottom' ) {
			style.bottom = `calc(${ outerVar( 'bottom' ) } + ${ align.y }px)`;
		} else {
			style.top = `calc((100% + ${ outerVar( 'top' ) } - ${ outerVar(
				'bottom'
			) }) / 2 + ${ align.y }px)`;
			ty = '-50%';
		}
	};
	if ( side === 'top' || side === 'bottom' ) {
		horizontal();
		style.top =
			side === 'top'
				? start
				: `calc(100% - ${ outerVar( 'bottom' ) } + ${ start })`;
	} else if ( side === 'left' || side === 'right' ) {
		vertical();
		style.setProperty( side, start );
	} else {
		horizontal();
		vertical();
	}
	style.setProperty( 'translate', `${ tx } ${ ty }` );
	node.classList.toggle( 'is-outer', side !== null );
	// The way it leaves when auto-hidden: towards its own edge.
	const away = awayFrom( align, side );
	style.setProperty( '--stagecraft-nav-away-x', `${ away.x }px` );
	style.setProperty( '--stagecraft-nav-away-y', `${ away.y }px` );
}

/**
 * The direction (50 px) an element moves when it hides: towards its edge.
 *
 * @param align Its alignment.
 * @param side  Its outer side, or null inside.
 */
export function awayFrom( align: Align, side: Side | null ) {
	const d = NAV_ANIM_DISTANCE;
	let edge: Side | null = side;
	if ( ! edge && align.h !== 'center' ) {
		edge = align.h;
	} else if ( ! edge && align.v !== 'middle' ) {
		edge = align.v;
	}
	const away: Record< Side, { x: number; y: number } > = {
		left: { x: -d, y: 0 },
		right: { x: d, y: 0 },
		top: { x: 0, y: -d },
		bottom: { x: 0, y: d },
	};
	return edge ? away[ edge ] : { x: 0, y: 0 };
}
