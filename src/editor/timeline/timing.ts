// The timeline's maths, pure: when each layer scene plays on the slide's time, computed as the
// runtime computes it (src/motion/timelines.ts), and how a drag or a key press retimes it.
import { DEFAULT_DURATION_MS } from '../../motion/frames';
import type { Frame } from '../../schema/frame';
import type { Layer } from '../../schema/layer';
import type { StoredModule } from '../../schema/module';
import type { Slide } from '../../schema/slide';
import type { Scene } from '../../schema/timeline';

/** Drags and keys snap to this grid, ms (Shift: free). */
export const SNAP_MS = 10;
/** The shortest scene a drag leaves, ms. */
export const MIN_DURATION_MS = 10;
/** Room the ruler keeps after the slide's end for out scenes, at least, ms. */
export const OUT_ZONE_MS = 2000;

export type SceneKind = 'in' | 'out';

/** One step (tween) of a scene: its frame's index (-1: the implied one) and its times, ms. */
export interface Step {
	index: number;
	start: number;
	end: number;
}

/** A scene's span on its own time (an in scene starts with the slide, an out scene at its end). */
export interface Span {
	start: number;
	end: number;
}

/**
 * A slide's length (spec section 3, slideshow.len): its own, or the module's for 'default'
 * (9000 ms unless set, spec section 9).
 *
 * @param module The module.
 * @param slide  The slide.
 */
export const slideLength = ( module: StoredModule, slide: Slide ): number =>
	slide.slideshow.len === 'default'
		? module.settings.slideshow.len
		: slide.slideshow.len;

// The frames the runtime tweens to, with their index: an in scene's first frame is only its
// start state, and a lone frame eases back to idle in an implied step.
function stepFrames(
	frames: readonly Frame[],
	kind: SceneKind
): Array< [ Frame, number ] > {
	if ( kind === 'out' ) {
		return frames.map( ( frame, index ) => [ frame, index ] );
	}
	return frames.length > 1
		? frames.slice( 1 ).map( ( frame, index ) => [ frame, index + 1 ] )
		: [ [ {}, -1 ] ];
}

// A tween's length with its repeats (timelines.ts repeatVars: counts below 1 play once).
function lengthOf( frame: Frame ): number {
	const d = frame.d ?? DEFAULT_DURATION_MS;
	const repeats = Math.max( 0, frame.rep?.r ?? 0 );
	return d * ( repeats + 1 ) + ( frame.rep?.d ?? 0 ) * repeats;
}

/**
 * The steps of a scene as GSAP places them: at the frame's st, else ('>') where the step added
 * before it ends (0 for the first).
 *
 * @param frames The scene's frames.
 * @param kind   In or out.
 */
export function sceneSteps(
	frames: readonly Frame[],
	kind: SceneKind
): Step[] {
	if ( frames.length === 0 ) {
		return [];
	}
	let previous = 0;
	return stepFrames( frames, kind ).map( ( [ frame, index ] ) => {
		const start = frame.st ?? previous;
		previous = start + lengthOf( frame );
		return { index, start, end: previous };
	} );
}

/**
 * From the first step's start to the last one's end; null without frames.
 *
 * @param scene The scene.
 * @param kind  In or out.
 */
export function sceneSpan(
	scene: Scene | undefined,
	kind: SceneKind
): Span | null {
	const steps = sceneSteps( scene?.frames ?? [], kind );
	return steps.length === 0
		? null
		: {
				start: Math.min( ...steps.map( ( s ) => s.start ) ),
				end: Math.max( ...steps.map( ( s ) => s.end ) ),
			};
}

/**
 * How long the ruler's out zone is: none without out scenes, else room past the longest one.
 *
 * @param layers The slide's layers.
 */
export function outZone( layers: readonly Layer[] ): number {
	const ends = layers.flatMap( ( layer ) => {
		const span = sceneSpan( layer.tl.out, 'out' );
		return span ? [ span.end ] : [];
	} );
	if ( ends.length === 0 ) {
		return 0;
	}
	return Math.max(
		OUT_ZONE_MS,
		Math.ceil( ( Math.max( ...ends ) + 500 ) / 1000 ) * 1000
	);
}

const snapTo = ( ms: number, free: boolean ) =>
	free ? Math.round( ms ) : Math.round( ms / SNAP_MS ) * SNAP_MS;

const clamp = ( value: number, min: number, max: number ) =>
	Math.min( Math.max( value, min ), Math.max( min, max ) );

/**
 * A span moved (the bar's body) or lengthened (its right edge) by `delta` ms: snapped to 10 ms
 * unless free, kept within 0…limit and at least MIN_DURATION_MS long.
 *
 * @param span         The span before.
 * @param change       What changes.
 * @param change.mode  'move' or 'resize'.
 * @param change.delta By how much, ms.
 * @param change.limit The latest end, ms.
 * @param change.free  No snapping (Shift).
 */
export function dragSpan(
	span: Span,
	change: {
		mode: 'move' | 'resize';
		delta: number;
		limit: number;
		free: boolean;
	}
): Span {
	const { mode, delta, limit, free } = change;
	if ( mode === 'move' ) {
		const length = span.end - span.start;
		const start = clamp(
			snapTo( span.start + delta, free ),
			0,
			limit - length
		);
		return { start, end: start + length };
	}
	const end = clamp(
		snapTo( span.end + delta, free ),
		span.start + MIN_DURATION_MS,
		limit
	);
	return { start: span.start, end };
}

// The frames with the implied step of a lone in frame written out, so it can carry st and d.
function editable( scene: Scene, kind: SceneKind ): Frame[] {
	const frames = scene.frames.map( ( frame ) => ( { ...frame } ) );
	return kind === 'in' && frames.length === 1
		? [ ...frames, { d: DEFAULT_DURATION_MS } ]
		: frames;
}

/**
 * The scene starting at `start` (its own time), every step moved alike.
 *
 * @param scene The scene.
 * @param kind  In or out.
 * @param start The new start, ms.
 */
export function moveScene(
	scene: Scene,
	kind: SceneKind,
	start: number
): Scene {
	const span = sceneSpan( scene, kind );
	if ( ! span || span.start === start ) {
		return scene;
	}
	const frames = editable( scene, kind );
	const delta = start - span.start;
	sceneSteps( frames, kind ).forEach( ( step, i ) => {
		const frame = frames[ step.index ];
		// A step without st follows the one before; the first one is given its start.
		if ( frame.st !== undefined || i === 0 ) {
			frame.st = Math.max( 0, Math.round( step.start + delta ) );
		}
	} );
	return { ...scene, frames };
}

/**
 * The scene ending at `end` (its own time): its last step's duration changes.
 *
 * @param scene The scene.
 * @param kind  In or out.
 * @param end   The new end, ms.
 */
export function resizeScene(
	scene: Scene,
	kind: SceneKind,
	end: number
): Scene {
	const frames = editable( scene, kind );
	const steps = sceneSteps( frames, kind );
	const last = steps[ steps.length - 1 ];
	if ( ! last ) {
		return scene;
	}
	const frame = frames[ last.index ];
	const repeats = Math.max( 0, frame.rep?.r ?? 0 );
	const gaps = ( frame.rep?.d ?? 0 ) * repeats;
	const d = Math.round( ( end - last.start - gaps ) / ( repeats + 1 ) );
	if ( d === ( frame.d ?? DEFAULT_DURATION_MS ) ) {
		return scene;
	}
	frame.d = Math.max( MIN_DURATION_MS, d );
	return { ...scene, frames };
}
