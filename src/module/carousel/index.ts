// The carousel feature (its own chunk, loaded only for carousel modules): several slides in
// view, horizontal or vertical, falloff and spin, snap, infinity and drag.
import type { SceneOptions, SceneRunner } from '../change/scene';
import type { EventStore } from '../events/store';
import { normaliseCarousel } from '../normalise/carousel';
import type { PreparedModule } from '../prepare';
import { createFocusAnnouncer } from './announce';
import { createDrag } from './drag';
import { createCarouselEngine } from './engine';
import { carouselScenes } from './scenes';
import { carouselStyle } from './style';
import type { CarouselWindowStore } from './window';

export type { CarouselWindowStore } from './window';

export interface CarouselOptions {
	root: HTMLElement;
	stage: HTMLElement;
	module: PreparedModule;
	reducedMotion: boolean;
	/** Inside the editors: no drag (the canvas selects layers). */
	editMode: boolean;
	/** Asks the module for a slide (the change queue). */
	request: ( index: number ) => void;
	/** The module's event store. */
	store: EventStore;
}

export interface CarouselFeature {
	/** Which slides are in view, for the renderer. */
	readonly window: CarouselWindowStore;
	/** The slides in view at first: drawn from the start, like the server's. */
	readonly firstWindow: number[];
	/** For the player: changes scroll the track; the live region names the focused slide. */
	readonly player: {
		sceneRunner: ( options: SceneOptions ) => SceneRunner;
		live: HTMLElement;
	};
	destroy: () => void;
}

/**
 * A carousel over a mounted module's stage.
 *
 * @param options The module, its stage and how it changes slides.
 */
export function createCarousel( options: CarouselOptions ): CarouselFeature {
	const { root, stage, module } = options;
	const store = options.store.scope();
	const { slides } = module;
	const settings = normaliseCarousel(
		module.settings.carousel,
		slides.length,
		module.settings.slideshow.len
	);
	const vertical = settings.direction === 'vertical';
	const style = carouselStyle( settings, slides.length );
	// The server printed the same classes and properties; set here for markup it did not print.
	const classes = style.classes.filter(
		( name ) => ! root.classList.contains( name )
	);
	root.classList.add( ...classes );
	const properties = Object.entries( style.properties );
	const before = properties.map( ( [ name ] ) =>
		stage.style.getPropertyValue( name )
	);
	properties.forEach( ( [ name, value ] ) =>
		stage.style.setProperty( name, value )
	);

	let focused = module.current?.index ?? 0;
	const engine = createCarouselEngine( {
		stage,
		slides,
		settings,
		vertical,
		reducedMotion: options.reducedMotion,
		first: focused,
		store,
	} );
	engine.draw();
	const announcer = createFocusAnnouncer( root );
	// A free carousel's focus moves where the track stopped, without scrolling it again.
	let stopped = false;
	const sceneRunner = carouselScenes(
		engine,
		settings.showAllLayers === true || settings.showAllLayers === 'all',
		{
			focus( index ) {
				focused = index;
				announcer.announce(
					index,
					slides.length,
					slides[ index ].title
				);
			},
			stopped() {
				const was = stopped;
				stopped = false;
				return was;
			},
		}
	);
	const drag = options.editMode
		? null
		: createDrag( {
				stage,
				engine,
				vertical,
				snap: settings.snap,
				count: slides.length,
				infinity: settings.infinity,
				focused: () => focused,
				request: options.request,
				focusWhereStopped( index ) {
					if ( index !== focused ) {
						stopped = true;
						options.request( index );
					}
				},
				store: store.scope(),
			} );

	function destroy() {
		drag?.destroy();
		engine.destroy();
		announcer.destroy();
		store.clear();
		root.classList.remove( ...classes );
		properties.forEach( ( [ name ], index ) =>
			stage.style.setProperty( name, before[ index ] || null )
		);
	}
	// Torn down with the module (after the renderer has handed the stage back).
	options.store.defer( destroy );

	return {
		window: engine.window,
		firstWindow: [ ...engine.window.get().visible ],
		player: { sceneRunner, live: announcer.element },
		destroy,
	};
}
