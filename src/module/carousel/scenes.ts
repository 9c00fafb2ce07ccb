import type { SceneOptions, SceneRunner } from '../change/scene';
import { createLayerScenes } from '../change/layer-scenes';
import type { SceneName } from '../events/types';
import type { CarouselEngine } from './engine';

export interface FocusHooks {
	/** A slide takes focus (the change starts). */
	focus: ( index: number ) => void;
	/** Whether the track already stopped at the new slide (a free glide): no scroll then. */
	stopped: () => boolean;
}

/**
 * The slide changes of a carousel: the same events and layer scenes as a slider's
 * (beforeChange, out, rotate, in, afterChange), but the track scrolls the new slide into
 * focus instead of a transition covering the old one. Layers play on the focused slide
 * only (`individual`), or on every slide as it enters the visible window (`all`).
 *
 * @param engine  The carousel's track.
 * @param showAll Whether layers play on every visible slide.
 * @param focus   Told of each new focused slide.
 */
export function carouselScenes(
	engine: CarouselEngine,
	showAll: boolean,
	focus: FocusHooks
): ( options: SceneOptions ) => SceneRunner {
	return ( options ) => {
		const { motion, emitter, view } = options;
		// Slides whose layers have played in and stay shown.
		const shown = new Set< number >();
		let started = false;

		const scenes = createLayerScenes( options );
		const { ref, layersOf } = scenes;

		function play( index: number, scene: SceneName ) {
			if ( scene === 'in' ) {
				shown.add( index );
			} else {
				shown.delete( index );
			}
			return scenes.play( index, scene );
		}

		// `all`: each slide entering the window plays in; one leaving it is set back.
		function followWindow() {
			if ( ! started || ! showAll ) {
				return;
			}
			const { visible } = engine.window.get();
			visible.forEach( ( index ) => {
				if ( ! shown.has( index ) ) {
					void play( index, 'in' );
				}
			} );
			[ ...shown ].forEach( ( index ) => {
				if ( ! visible.has( index ) ) {
					shown.delete( index );
					layersOf( index ).forEach( ( { element } ) =>
						motion.reset( element )
					);
				}
			} );
		}
		engine.window.subscribe( followWindow );

		return {
			async drawFirst( index, onDrawn ) {
				await view.set( {
					current: index,
					leaving: null,
					entering: null,
				} );
				engine.draw();
				started = true;
				const layersIn = play( index, 'in' );
				followWindow();
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
				if ( ! showAll ) {
					await play( from, 'out' );
				}
				options.rotate( target );
				focus.focus( target.index );
				await view.set( { current: target.index } );
				const scrolling = focus.stopped()
					? Promise.resolve()
					: engine.scrollTo(
							target.index,
							target.direction === 'forward' ? 1 : -1
						);
				const layersIn = shown.has( target.index )
					? Promise.resolve()
					: play( target.index, 'in' ).then( () => undefined );
				onDrawn?.();
				await Promise.all( [ scrolling, layersIn ] );
				if ( ! showAll && from !== target.index ) {
					layersOf( from ).forEach( ( { element } ) =>
						motion.reset( element )
					);
				}
				emitter.emit( 'afterChange', change );
			},
		};
	};
}
