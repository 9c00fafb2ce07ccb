import type { Motion } from '../motion';
import { createPlayControl, markRegion } from './a11y/carousel';
import { preloadSlides } from './change/preload';
import type { Preparation } from './change/preparation';
import { createChangeQueue } from './change/queue';
import { installApi } from './api';
import type { StagecraftApi } from './api';
import { pageFeatures } from './features';
import type { LoadedFeatures } from './features';
import { startInteractions } from './features/interactions';
import { startAmbientScenes } from './change/ambient-scenes';
import { createSceneRunner } from './change/scene';
import type { SceneOptions, SceneRunner } from './change/scene';
import type { StageViewStore } from './change/stage-view';
import type { Emitter } from './events/emitter';
import { createEventStore } from './events/store';
import type { EventStore } from './events/store';
import { createFpsSampler } from './events/fps';
import type { SlideRefDetail } from './events/types';
import type { SlideProgress } from './navigation/progress';
import type { PreparedModule } from './prepare';
import { watchPauseCauses } from './slideshow/causes';
import { createDeck } from './slideshow/deck';
import type { SlideRef } from './slideshow/deck';
import { createSlideshow } from './slideshow/slideshow';
import type { PauseCause } from './slideshow/slideshow';

export interface PlayerOptions {
	root: HTMLElement;
	/** The element holding the rendered slides. */
	stage: HTMLElement;
	module: PreparedModule;
	motion: Motion;
	emitter: Emitter;
	/** Inside the block editor: no autoplay. */
	editMode?: boolean;
	/** Which slides are drawn; without it every slide is. */
	preparation?: Preparation;
	/** The module's event store. */
	store?: EventStore;
	/** The current, leaving and entering slide, drawn by the renderer. */
	view: StageViewStore;
	/** Scenes of another kind of change (a carousel scrolls its track). */
	sceneRunner?: ( options: SceneOptions ) => SceneRunner;
	/** The live region of slide changes, when the stage is not one (a carousel). */
	live?: HTMLElement;
	/**
	 * Loaded features: layer actions and effects start with the player. By default the page's
	 * (the runtime loaded this module's before it made the player).
	 */
	features?: LoadedFeatures;
	/** The page's API (actions open modals through it); window.Stagecraft by default. */
	api?: StagecraftApi;
}

export interface Player {
	/** Draws the first slide and starts the slideshow. */
	start: () => Promise< void >;
	request: ( ref: SlideRef ) => void;
	pause: () => void;
	play: () => void;
	current: () => SlideRefDetail | null;
	readonly slideCount: number;
	/** Whether autoplay runs and nothing holds it. */
	readonly playing: boolean;
	/** The slideshow clock of the current slide (progress bars read it). */
	progress: () => SlideProgress;
	/** Navigation order now: hal may have removed slides since preparing. */
	navOrder: () => number[];
	/** Calls back after each sync of the play control (progress toggles follow). */
	subscribe: ( listener: () => void ) => () => void;
	/** Navigation holds and releases autoplay (scrubber hover). */
	hold: ( cause: PauseCause ) => void;
	release: ( cause: PauseCause ) => void;
	destroy: () => void;
}

/**
 * Runs a mounted module: the slideshow, change requests and their scenes,
 * pause causes, preloading and the APG carousel controls.
 *
 * @param options The mounted module and its services.
 */
export function createPlayer( options: PlayerOptions ): Player {
	const { root, stage, module, motion, emitter } = options;
	const store = options.store ? options.store.scope() : createEventStore();
	const { slides, settings } = module;
	const deck = createDeck( slides, module.slideOrder );
	let current = module.current?.index ?? 0;
	const preloaded = new Set< string >();
	const ref = ( index: number ): SlideRefDetail => ( {
		index,
		id: slides[ index ].id,
	} );

	// Spec: reduced motion and edit mode mean no autoplay; one slide has nothing to rotate.
	const autoplay =
		settings.slideshow.auto &&
		slides.length > 1 &&
		! options.editMode &&
		! motion.reducedMotion();

	function lengthOf( index: number ) {
		const len = slides[ index ].slideshow.len;
		return len === 'default' ? settings.slideshow.len : len;
	}

	const scenes = ( options.sceneRunner ?? createSceneRunner )( {
		stage,
		slides,
		motion,
		emitter,
		view: options.view,
		staticSlides: options.module.staticSlides,
		transition: settings.slideshow.trans,
		rotate: ( target ) => {
			current = target.index;
		},
	} );

	function neighbours( index: number ) {
		const next = deck.resolve( '+1', index );
		const prev = deck.resolve( '-1', index );
		return [ next?.index, prev?.index ].filter(
			( i ): i is number => i !== undefined
		);
	}

	// A change has played out: far slides are let go (a carousel keeps its window drawn), and
	// heavy neighbours held back during the scene are drawn.
	function settled( index: number ) {
		if ( ! options.sceneRunner ) {
			options.preparation?.keep( [ index, ...neighbours( index ) ] );
		}
		options.preparation?.settle();
	}

	function preloadAround( index: number ) {
		const around = neighbours( index );
		// Neighbours are drawn ahead, so a change finds their layers ready.
		options.preparation?.prepare( around );
		preloadSlides( slides, around, preloaded );
	}

	const controlListeners = new Set< () => void >();

	function syncControl() {
		control?.update(
			slideshow.playing,
			slideshow.running && ! slideshow.heldBy( 'user' )
		);
		controlListeners.forEach( ( listener ) => listener() );
	}

	// Another cause (focus on the button itself) may already hold autoplay, and
	// then no pause event fires: the control is synced here either way.
	function userPause() {
		slideshow.pause( 'user' );
		syncControl();
	}

	function userPlay() {
		slideshow.play();
		syncControl();
	}

	function arrived( index: number ) {
		startAmbientScenes(
			{ stage, slides, motion, emitter, lengthOf },
			index
		);
		slideshow.arrive( index, deck.isLast( index ) );
		preloadAround( index );
		syncControl();
	}

	const queue = createChangeQueue( {
		deck,
		current: () => current,
		async run( from, target ) {
			slideshow.leave();
			// A far slide (goTo, a deep link) is drawn before its scenes run.
			await options.preparation?.ensure( target.index );
			// The slide's length counts from when it is drawn, its in animations included
			// (spec: at the end of a slide's length it advances), as the editor's timeline shows.
			await scenes.run( from, target, () => arrived( target.index ) );
			settled( target.index );
		},
	} );

	const slideshow = createSlideshow( {
		auto: autoplay,
		loop: settings.slideshow.loop,
		stopAt: settings.slideshow.stopAt,
		initDelay: settings.slideshow.initDelay,
		lengthOf,
		isStop: ( index ) => slides[ index ].stop,
		advance: () => queue.request( '+1' ),
		onLoop: ( loops ) => deck.applyLoops( loops ),
		emit: ( event, detail ) => {
			const base = ref( detail.index < 0 ? current : detail.index );
			if ( event === 'pause' || event === 'resume' ) {
				emitter.emit( event, { ...base, cause: detail.cause } );
			} else {
				emitter.emit( event, base );
			}
			syncControl();
		},
		store,
	} );

	markRegion(
		root,
		settings.title || module.alias || root.dataset.stagecraftAlias || ''
	);
	const live = options.live ?? stage;
	const control = autoplay
		? createPlayControl(
				root,
				live,
				() =>
					slideshow.running && ! slideshow.heldBy( 'user' )
						? userPause()
						: userPlay(),
				store
			)
		: null;
	if ( ! control ) {
		// Nothing rotates on its own: changes may be announced.
		live.setAttribute( 'aria-live', 'polite' );
	}

	const stopWatching = watchPauseCauses( root, {
		hover: settings.slideshow.sOH,
		blur: settings.browser.freezeOnBlur,
		pause: ( cause: PauseCause ) => {
			slideshow.pause( cause );
			if ( cause === 'viewport' ) {
				queue.setVisible( false );
			}
		},
		resume: ( cause: PauseCause ) => {
			slideshow.resume( cause );
			if ( cause === 'viewport' ) {
				queue.setVisible( true );
			}
		},
		store,
	} );

	let sampler: { destroy: () => void } | null = null;
	// Layer actions (spec section 3), when the module's layers have any.
	const stopInteractions = startInteractions(
		options.features ?? pageFeatures().loaded(),
		{
			root,
			stage,
			slides,
			motion,
			emitter,
			store,
			lengthOf,
			settings,
			request: ( target ) => queue.request( target ),
			pause: userPause,
			play: userPlay,
			playing: () => slideshow.playing,
			current: () => current,
			api: options.api ?? installApi(),
		}
	);

	return {
		async start() {
			if ( typeof store.win.requestAnimationFrame === 'function' ) {
				sampler = createFpsSampler( {
					onLow: ( fps ) => emitter.emit( 'lowfps', { fps } ),
					store,
				} );
			}
			syncControl();
			queue.setVisible( true );
			// Drawn already, unless its layers had to be fetched first.
			await options.preparation?.ensure( current );
			await scenes.drawFirst( current, () => arrived( current ) );
			settled( current );
		},
		request: ( target ) => queue.request( target ),
		pause: userPause,
		play: userPlay,
		current: () => ( slides[ current ] ? ref( current ) : null ),
		get slideCount() {
			return slides.length;
		},
		get playing() {
			return slideshow.playing;
		},
		progress() {
			const length = slides[ current ] ? lengthOf( current ) : 0;
			// No countdown (a change running, finished, auto off): nothing elapsed.
			const remaining = slideshow.remaining();
			return {
				length,
				elapsed: remaining > 0 ? Math.max( 0, length - remaining ) : 0,
				playing: slideshow.playing,
				running: slideshow.running,
				userHeld: slideshow.heldBy( 'user' ),
			};
		},
		navOrder: () => deck.navOrder(),
		subscribe( listener ) {
			controlListeners.add( listener );
			return () => controlListeners.delete( listener );
		},
		hold: ( cause ) => slideshow.pause( cause ),
		release: ( cause ) => slideshow.resume( cause ),
		destroy() {
			stopInteractions();
			sampler?.destroy();
			stopWatching();
			queue.destroy();
			slideshow.destroy();
			control?.destroy();
			controlListeners.clear();
			store.clear();
			live.removeAttribute( 'aria-live' );
		},
	};
}
