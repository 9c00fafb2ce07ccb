import type { Motion } from '../../motion';
import { resolveTransition } from '../../motion/transitions/resolve';
import type { TransitionChoice } from '../../motion/transitions/resolve';
import type { SlideView } from '../../schema/slide-view';
import type { Emitter } from '../events/emitter';
import type { Target } from '../slideshow/deck';
import { createStaticScenes } from '../statics/scenes';
import { createLayerScenes, slideElement } from './layer-scenes';
import type { StageViewStore } from './stage-view';

/** Spec section 9: the default slide transition is 1000 ms. */
export const SLIDE_FADE_MS = 1000;

export interface SceneOptions {
	stage: Element;
	slides: readonly SlideView[];
	motion: Motion;
	emitter: Emitter;
	/** The slides' shown, leaving and entering state, which the renderer draws. */
	view: StageViewStore;
	/** The module's transition, under each slide's own (`slideshow.trans`). */
	transition?: TransitionChoice;
	/** Rotates current, prev and next once the old slide has played out. */
	rotate: ( target: Target ) => void;
	/** Global (static) slides: their layers stay through changes within their range. */
	staticSlides?: readonly SlideView[];
}

export interface SceneRunner {
	/**
	 * Draws the first slide: shows it and plays its layers in. `onDrawn` runs once it shows,
	 * as its layers start: the slide's length counts from there (its in animations included).
	 */
	drawFirst: ( index: number, onDrawn?: () => void ) => Promise< void >;
	/** One slide change: beforeChange, out, rotate, draw (then `onDrawn`), afterChange. */
	run: (
		from: number,
		target: Target,
		onDrawn?: () => void
	) => Promise< void >;
}

/**
 * The scenes of a slide change (spec section 4) through the motion driver,
 * with the layer events of each scene.
 *
 * @param options Stage, slides, motion, events and the rotate step.
 */
export function createSceneRunner( options: SceneOptions ): SceneRunner {
	const { stage, slides, motion, emitter, view } = options;

	let previousPick: string | undefined;
	const statics = createStaticScenes(
		stage,
		options.staticSlides ?? [],
		slides.length,
		motion
	);
	// Slots, boxes and 3D come in chunks: fetched ahead, while the first slide shows.
	motion.preloadTransitions?.(
		slides.flatMap( ( slide ) => {
			const name = slide.slideshow.trans?.e ?? options.transition?.e;
			return name ? [ name ] : [];
		} )
	);

	/**
	 * The new slide comes in over the old one by the transition the new slide names (or the
	 * module's), through the driver; a driver without transitions fades.
	 *
	 * @param from     The slide leaving.
	 * @param to       The slide coming in.
	 * @param backward Going to a previous slide: the transition runs mirrored.
	 */
	function transition( from: number, to: number, backward = false ) {
		const incoming = slideElement( stage, to );
		if ( ! incoming ) {
			return null;
		}
		const outgoing = from === to ? null : slideElement( stage, from );
		const parent = incoming.parentElement;
		if ( ! motion.transition || ! outgoing || ! parent ) {
			return motion.fade( incoming, 1, SLIDE_FADE_MS );
		}
		const resolved = resolveTransition( slides[ to ].slideshow.trans, {
			moduleDefault: options.transition,
			width: parent.clientWidth,
			previous: previousPick,
			backward,
		} );
		previousPick = resolved.def.name;
		return motion.transition( {
			incoming,
			outgoing,
			stage: parent,
			transition: resolved,
		} );
	}

	const { ref, layersOf, play } = createLayerScenes( options );

	return {
		async drawFirst( index, onDrawn ) {
			// Hidden slides are inert: neither focus nor assistive technology reaches them.
			await view.set( { current: index, leaving: null, entering: null } );
			statics.show( index );
			const layersIn = play( index, 'in' );
			onDrawn?.();
			await layersIn;
		},
		async run( from, target, onDrawn ) {
			const change = {
				from: ref( from ),
				to: ref( target.index ),
				direction: target.direction,
			};
			emitter.emit( 'beforeChange', change );
			await play( from, 'out' );
			options.rotate( target );
			// The new slide comes in (drawn transparent first) over the old one,
			// which stays until covered.
			await view.set( {
				current: target.index,
				leaving: from === target.index ? null : from,
				entering: target.index,
			} );
			statics.show( target.index );
			const drawing = Promise.all( [
				transition(
					from,
					target.index,
					target.direction === 'backward'
				),
				play( target.index, 'in' ),
			] );
			onDrawn?.();
			await drawing;
			await view.set( { leaving: null, entering: null } );
			if ( from !== target.index ) {
				layersOf( from ).forEach( ( { element } ) =>
					motion.reset( element )
				);
			}
			emitter.emit( 'afterChange', change );
		},
	};
}
