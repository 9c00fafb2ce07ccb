import type { Frame } from '../schema';
import { DEFAULT_FRAME_DURATION_MS } from '../schema/constants';
import { CLIP_OPEN, clipCss, filterCss, filterNames } from './effects';
import { IDLE, isIdleKey, moveVars, TRANSFORMS } from './moves';
import type { MotionKey, MotionVars } from './moves';

/** Spec section 9: animation defaults are 0.5 s; layer eases default to power3.out. */
export const DEFAULT_DURATION_MS = DEFAULT_FRAME_DURATION_MS;
export const DEFAULT_EASE = 'power3.out';

export { IDLE, moveVars };
export type { MotionVars };

/**
 * Maps the spec's short frame keys to the properties GSAP animates: every
 * transform, opacity, colours, clip and the filters that differ from their
 * defaults (spec section 5). Timing keys (d, e, st, rep) and pointer events
 * are the timeline's (see timelines.ts).
 *
 * @param frame One keyframe.
 */
export function frameVars( frame: Frame ): MotionVars {
	return { ...varsOf( frame ) };
}

// The layers of a list share their frames and scenes (normalise/shared-timelines.ts): each one's
// vars are worked out once (for 500 layers about 20 ms of the first slide's start), and each
// caller gets its own copy, as GSAP keeps the vars object it is given. Frames are only read.
const frameVarsOf = new WeakMap< Frame, MotionVars >();
const finalVarsOf = new WeakMap< readonly Frame[], MotionVars >();

function once< K extends object >(
	cache: WeakMap< K, MotionVars >,
	key: K,
	make: () => MotionVars
): MotionVars {
	let vars = cache.get( key );
	if ( ! vars ) {
		vars = make();
		cache.set( key, vars );
	}
	return vars;
}

// A frame's vars as worked out once: read them, do not hand them on.
const varsOf = ( frame: Frame ) =>
	once( frameVarsOf, frame, () => readFrame( frame ) );

function readFrame( frame: Frame ): MotionVars {
	const vars = moveVars( frame );
	const clip = clipCss( frame.clip );
	if ( clip ) {
		vars.clipPath = clip;
	}
	const filter = filterCss( frame.filter );
	if ( filter ) {
		vars.filter = filter;
	}
	return vars;
}

/**
 * Whether a frame turns the layer in 3D (then it needs a perspective).
 *
 * @param frames The scene's frames.
 */
export const rotates3d = ( frames: readonly Frame[] ): boolean =>
	frames.some( ( frame ) => Boolean( frame.rX || frame.rY ) );

/**
 * The state an in-scene ends in: idle values for every property any frame
 * touches, overridden by the last frame (the first frame is only a start state).
 *
 * @param frames The in-scene frames.
 */
export function finalVars( frames: readonly Frame[] ): MotionVars {
	return { ...once( finalVarsOf, frames, () => readFinal( frames ) ) };
}

function readFinal( frames: readonly Frame[] ): MotionVars {
	const vars: Record< string, number | string > = { opacity: 1 };
	for ( const frame of frames ) {
		for ( const key of Object.keys( varsOf( frame ) ) ) {
			if ( isIdleKey( key ) ) {
				vars[ key ] = IDLE[ key ];
			}
		}
	}
	// A clip or filter opens fully unless the last frame says otherwise.
	if ( frames.some( ( frame ) => clipCss( frame.clip ) ) ) {
		vars.clipPath = CLIP_OPEN;
	}
	const names = filterNames( frames.map( ( frame ) => frame.filter ) );
	if ( names.length > 0 ) {
		vars.filter = filterCss( {}, names ) ?? 'none';
	}
	const last = frames.length > 1 ? frames[ frames.length - 1 ] : undefined;
	return { ...vars, ...( last ? varsOf( last ) : {} ) } as MotionVars;
}

// An idle filter list (every function at its default) reads as no filter.
const parseless = ( css: string | undefined ) => {
	const filter: Record< string, number > = {};
	for ( const [ , name, value ] of ( css ?? '' ).matchAll(
		/(\w+)\((-?[\d.]+)/g
	) ) {
		filter[ name ] = Number( value );
	}
	return filter;
};

/**
 * The final state without transforms that are idle anyway, so a layer shown
 * without motion keeps its stylesheet transform (usually none).
 *
 * @param frames The in-scene frames.
 * @param final
 */
export function restingVars(
	frames: readonly Frame[],
	final: MotionVars = finalVars( frames )
): MotionVars {
	const vars = { ...final };
	for ( const key of Object.keys( vars ) as MotionKey[] ) {
		if (
			( isIdleKey( key ) &&
				key !== 'opacity' &&
				vars[ key ] === IDLE[ key ] ) ||
			( key === 'clipPath' && vars.clipPath === CLIP_OPEN ) ||
			( key === 'filter' && ! filterCss( parseless( vars.filter ) ) )
		) {
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
	const resting = restingVars( frames );
	return TRANSFORMS.every( ( key ) => resting[ key ] === undefined );
}
