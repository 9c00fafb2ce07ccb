import { gsap } from 'gsap';
import type { Frame } from '../schema';
import { withEffectsIn, withEffectsOut } from './effects';
import type { SceneEffects } from './effects';
import { playIn, playOut, seconds } from './timelines';

// The module editor's preview of a slide (edit mode only): the layers' in and out scenes, built
// exactly as a visitor's runtime builds them (playIn, playOut), placed on one paused timeline the
// editor plays, pauses and seeks, so what its timeline shows is what a visitor sees.

/** One layer scene of the preview. */
export interface PreviewScene {
	el: Element;
	scene: 'in' | 'out';
	frames: readonly Frame[];
	/** Where the scene starts on the slide's time, ms (in scenes at 0, out at the slide's end). */
	at: number;
	/** The layer's mask and filter, which ride with the scene. */
	effects?: SceneEffects;
}

export interface MotionPreview {
	/** Plays from the playhead, or from 0 once the end was reached. */
	play: () => void;
	pause: () => void;
	/** Moves the playhead (clamped to 0…duration) and shows that moment. */
	seek: ( ms: number ) => void;
	/** The playhead, ms. */
	time: () => number;
	/** The slide's length, or later when a scene ends after it, ms. */
	duration: () => number;
	playing: () => boolean;
	/** Stops and lets go of the timeline; the layers stay as they are. */
	destroy: () => void;
}

const noop = () => {};

/**
 * The preview timeline. Under reduced motion it plays all the same: playing is what the editor
 * asked for explicitly, to see the motion being authored (the visitor's runtime still follows
 * the preference).
 *
 * @param scenes   The scenes, each with its start.
 * @param length   The slide's length, ms: the preview lasts at least that long.
 * @param onChange Called on each rendered frame, at the end and after each seek.
 */
export function buildPreview(
	scenes: readonly PreviewScene[],
	length: number,
	onChange: () => void
): MotionPreview {
	const master = gsap.timeline( {
		paused: true,
		onUpdate: onChange,
		onComplete: onChange,
	} );
	for ( const { el, scene, frames: given, at, effects } of scenes ) {
		const frames =
			scene === 'in'
				? withEffectsIn( given, effects )
				: withEffectsOut( given, effects );
		if ( frames.length > 0 ) {
			const child =
				scene === 'in'
					? playIn( el, frames, {}, noop )
					: playOut( el, frames, {}, noop );
			master.add( child, seconds( Math.max( 0, at ) ) );
		}
	}
	// The whole slide plays, also where no layer moves.
	master.add( noop, seconds( Math.max( 0, length ) ) );
	const duration = () => master.duration() * 1000;
	return {
		play() {
			if ( master.progress() >= 1 ) {
				master.restart();
			} else {
				master.play();
			}
			onChange();
		},
		pause() {
			master.pause();
			onChange();
		},
		seek( ms ) {
			master.pause();
			master.seek( seconds( Math.min( duration(), Math.max( 0, ms ) ) ) );
			onChange();
		},
		time: () => master.time() * 1000,
		duration,
		playing: () => ! master.paused() && master.progress() < 1,
		destroy() {
			master.pause();
			master.kill();
		},
	};
}
