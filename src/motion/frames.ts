import type { Frame } from '../schema';

/** Spec section 9: animation defaults are 0.5 s; layer eases default to power3.out. */
export const DEFAULT_DURATION_MS = 500;
export const DEFAULT_EASE = 'power3.out';

export interface MotionVars {
	x?: number;
	y?: number;
	opacity?: number;
	scaleX?: number;
	scaleY?: number;
	rotation?: number;
}

type MotionKey = keyof MotionVars;

// Where an in-scene ends when its last frame leaves a property out.
export const IDLE: Required< MotionVars > = {
	x: 0,
	y: 0,
	opacity: 1,
	scaleX: 1,
	scaleY: 1,
	rotation: 0,
};

const KEYS: ReadonlyArray< [ keyof Frame, MotionKey ] > = [
	[ 'x', 'x' ],
	[ 'y', 'y' ],
	[ 'o', 'opacity' ],
	[ 'sX', 'scaleX' ],
	[ 'sY', 'scaleY' ],
	[ 'rZ', 'rotation' ],
];

/**
 * Maps the spec's short frame keys to the properties GSAP animates.
 *
 * @param frame One keyframe.
 */
export function frameVars( frame: Frame ): MotionVars {
	const vars: MotionVars = {};
	for ( const [ from, to ] of KEYS ) {
		const value = frame[ from ];
		if ( typeof value === 'number' ) {
			vars[ to ] = value;
		}
	}
	return vars;
}

/**
 * The state an in-scene ends in: idle values for every property any frame
 * touches, overridden by the last frame (the first frame is only a start state).
 *
 * @param frames The in-scene frames.
 */
export function finalVars( frames: readonly Frame[] ): MotionVars {
	const vars: MotionVars = { opacity: 1 };
	for ( const frame of frames ) {
		for ( const key of Object.keys( frameVars( frame ) ) as MotionKey[] ) {
			vars[ key ] = IDLE[ key ];
		}
	}
	const last = frames.length > 1 ? frames[ frames.length - 1 ] : undefined;
	return last ? { ...vars, ...frameVars( last ) } : vars;
}

/**
 * The final state without transforms that are idle anyway, so a layer shown
 * without motion keeps its stylesheet transform (usually none).
 *
 * @param frames The in-scene frames.
 */
export function restingVars( frames: readonly Frame[] ): MotionVars {
	const vars = finalVars( frames );
	for ( const key of Object.keys( vars ) as MotionKey[] ) {
		if ( key !== 'opacity' && vars[ key ] === IDLE[ key ] ) {
			delete vars[ key ];
		}
	}
	return vars;
}

/**
 * Whether a scene ends with every transform idle.
 *
 * @param frames The in-scene frames.
 */
export function endsUntransformed( frames: readonly Frame[] ): boolean {
	return Object.keys( restingVars( frames ) ).every(
		( key ) => key === 'opacity'
	);
}
