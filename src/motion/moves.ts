import type { Frame } from '../schema';

// The frame properties a hover state shares with scenes: transforms, opacity and colours.
// Apart from frames.ts (clips, filters, scene ends) so the runtime's hover code does not
// carry what only the motion chunk needs.

/** What a frame animates, as GSAP property names. */
export interface MotionVars {
	x?: number | string;
	y?: number | string;
	z?: number | string;
	opacity?: number;
	scaleX?: number;
	scaleY?: number;
	rotation?: number;
	rotationX?: number;
	rotationY?: number;
	skewX?: number;
	skewY?: number;
	color?: string;
	backgroundColor?: string;
	clipPath?: string;
	filter?: string;
}

export type MotionKey = keyof MotionVars;

/** Transform properties: what an idle end can leave off (clearProps: transform). */
export const TRANSFORMS: readonly MotionKey[] = [
	'x',
	'y',
	'z',
	'scaleX',
	'scaleY',
	'rotation',
	'rotationX',
	'rotationY',
	'skewX',
	'skewY',
];

// Where an in-scene ends when its last frame leaves a property out. Colours
// have no idle value: a frame's colour stays (the stylesheet's is unknown here).
export const IDLE = {
	x: 0,
	y: 0,
	z: 0,
	opacity: 1,
	scaleX: 1,
	scaleY: 1,
	rotation: 0,
	rotationX: 0,
	rotationY: 0,
	skewX: 0,
	skewY: 0,
} as const satisfies MotionVars;

export type IdleKey = keyof typeof IDLE;

export const isIdleKey = ( key: string ): key is IdleKey =>
	Object.prototype.hasOwnProperty.call( IDLE, key );

const NUMBERS: ReadonlyArray< [ keyof Frame, MotionKey ] > = [
	[ 'o', 'opacity' ],
	[ 'sX', 'scaleX' ],
	[ 'sY', 'scaleY' ],
	[ 'rZ', 'rotation' ],
	[ 'rX', 'rotationX' ],
	[ 'rY', 'rotationY' ],
	[ 'skX', 'skewX' ],
	[ 'skY', 'skewY' ],
];

const LENGTHS = [ 'x', 'y', 'z' ] as const;

/**
 * Maps the spec's short frame keys for transforms, opacity and colours to the
 * properties GSAP animates.
 *
 * @param frame One keyframe (or a hover state).
 */
export function moveVars( frame: Frame ): MotionVars {
	const vars: Record< string, number | string > = {};
	for ( const key of LENGTHS ) {
		const value = frame[ key ];
		if ( typeof value === 'number' || typeof value === 'string' ) {
			vars[ key ] = value;
		}
	}
	for ( const [ from, to ] of NUMBERS ) {
		const value = frame[ from ];
		if ( typeof value === 'number' ) {
			vars[ to ] = value;
		}
	}
	if ( frame.c ) {
		vars.color = frame.c;
	}
	if ( frame.bgc ) {
		vars.backgroundColor = frame.bgc;
	}
	return vars as MotionVars;
}

/**
 * The colours of a hover state (what still changes under reduced motion).
 *
 * @param vars The hover state.
 */
export function colours<
	T extends { color?: string; backgroundColor?: string },
>( vars: T ): Pick< T, 'color' | 'backgroundColor' > {
	const { color, backgroundColor } = vars;
	return {
		...( color === undefined ? {} : { color } ),
		...( backgroundColor === undefined ? {} : { backgroundColor } ),
	};
}
