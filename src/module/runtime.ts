import type { Motion } from '../motion';
import { installApi } from './api';
import {
	featuresOf,
	hintedFeatures,
	pageFeatures,
	resourceServices,
} from './features';
import type { LoadedFeatures } from './features';
import { carouselOf, type CarouselFeature } from './carousel/attach';
import { decorateStage, reportZeroParent, waitForModule } from './lifecycle';
import { fetchModule, fetchSlide } from './loader';
import { attachControls, prefetchControls } from './load/attach-controls';
import { loadedOrNull, loadNormaliser, motionLoader } from './load/chunks';
import type { MotionFactory } from './load/chunks';
import { deferredLayersLoader } from './load/deferred-layers';
import { whenVisible } from './observe';
import { createPreparation } from './change/preparation';
import type { Preparation } from './change/preparation';
import { createStageView } from './change/stage-view';
import type { StageViewStore } from './change/stage-view';
import { createEmitter } from './events/emitter';
import { createEventStore, ownerWindow } from './events/store';
import { applyBox } from './layout/box';
import { createLayout } from './layout/layout';
import type { Layout } from './layout/layout';
import { mediaControls, watchMedia } from './media/watch';
import { scrollWithDriver } from './page/scroll-to';
import { loadForPage } from './streams/wire';
import { createPlayer } from './player';
import { rendererReady } from './render';
import type { Player } from './player';
import { prepareModule } from './prepare';
import type { PreparedModule } from './prepare';
import { createPreviewSlot } from './preview-slot';
import type { SlideRef } from './slideshow/deck';
import type { ModuleHandle, ModuleState } from './types';
import type { ModuleDeps } from './deps';

export type { ModuleDeps } from './deps';

/**
 * Brings one server-rendered module to life: waits for the viewport, loads
 * and validates its data with the features it uses, has the renderer draw
 * the stage and plays the layers in.
 *
 * @param root    The .stagecraft-module element.
 * @param options The renderer, and replacements for the other dependencies (tests, plugins).
 */
export function createModule(
	root: HTMLElement,
	options: Partial< ModuleDeps > & Pick< ModuleDeps, 'render' >
): ModuleHandle {
	const deps: ModuleDeps = {
		loader: fetchModule,
		slideLoader: fetchSlide,
		rootMargin: '-100px',
		...options,
		features: options.features ?? pageFeatures(),
		api: options.api ?? installApi(),
	};
	const makeMotion = motionLoader( deps.createMotion );
	const alias = root.dataset.stagecraftAlias ?? '';
	let id = Number( root.dataset.stagecraftId ) || 0;
	let state: ModuleState = 'registered';
	let migrated = false;
	let destroyed = false;
	let player: Player | null = null;
	let layout: Layout | null = null;
	let motion: Motion | null = null;
	let carousel: CarouselFeature | null = null;
	const editMode = root.dataset.stagecraftEdit === 'true';
	// Requests made before the module runs are kept and replayed.
	const early: SlideRef[] = [];
	const cleanups: Array< () => void > = [];
	// Every listener, timer and observer of the module, on its own window.
	const store = createEventStore( ownerWindow( root ) );
	const emitter = createEmitter( root );
	const request = ( ref: SlideRef ) =>
		player ? player.request( ref ) : early.push( ref );
	// Edit mode: the editor's timeline plays and seeks the current slide (src/module/preview.ts).
	const preview = createPreviewSlot( editMode ? deps.preview : undefined );
	let media: ReturnType< typeof watchMedia > = null;

	const handle: ModuleHandle = {
		alias,
		next: () => request( '+1' ),
		prev: () => request( '-1' ),
		goTo: request,
		pause: () => player?.pause(),
		play: () => player?.play(),
		current: () => player?.current() ?? null,
		get slideCount() {
			return player?.slideCount ?? 0;
		},
		on: emitter.on,
		off: emitter.off,
		once: emitter.once,
		redraw: () => layout?.redraw(),
		fullscreen: ( on ) =>
			layout?.setFullscreen( on ?? ! layout.fullscreen ),
		scrollTo: async ( target, scroll ) =>
			scrollWithDriver(
				target ?? root,
				motion,
				async () => ( await makeMotion() )( { root } ),
				scroll
			),
		get id() {
			return id;
		},
		get state() {
			return state;
		},
		get migrated() {
			return migrated;
		},
		element: root,
		preview: preview.preview,
		...mediaControls( () => media ),
		destroy,
	};

	function setState( next: ModuleState ) {
		state = next;
		// Exposed for CSS and tests; also marks the element as taken.
		root.dataset.stagecraftState = next;
		deps.api.notify( handle );
	}

	function run(
		prepared: PreparedModule,
		stage: HTMLElement,
		driver: Motion,
		preparation: Preparation,
		view: StageViewStore,
		features: LoadedFeatures
	) {
		player = createPlayer( {
			root,
			stage,
			module: prepared,
			motion: driver,
			emitter,
			editMode,
			preparation,
			store,
			view,
			...carousel?.player,
		} );
		void player.start();
		preview.attach( {
			motion: driver,
			stage,
			module: prepared,
			current: () => player?.current()?.index ?? 0,
		} );
		// The editor's canvas shows media posters only.
		media = editMode
			? null
			: watchMedia( stage, emitter, deps, store, driver );
		// Only modules with a hover state load it (features/needs.ts); it ends with the store.
		features.hover?.watchHover( stage, prepared.slides, driver, store );
		cleanups.push( decorateStage( stage, view.failImage, store ).destroy );
		// The first scene is set before paint; controls next task (no long mount task).
		store.timeout( () => void controls( prepared, driver, features ) );
	}

	async function controls(
		prepared: PreparedModule,
		driver: Motion,
		features: LoadedFeatures
	) {
		const reducedMotion = driver.reducedMotion();
		const cleanup = await attachControls(
			root,
			handle,
			prepared,
			() => player,
			features,
			{ reducedMotion, store, layout: layout ?? undefined },
			alias
		);
		if ( ! cleanup ) {
			return;
		}
		cleanups.push( cleanup );
		setState( 'run' );
		emitter.emit( 'ready', { alias, slideCount: prepared.slides.length } );
		early.splice( 0 ).forEach( ( ref ) => player?.request( ref ) );
	}

	function mount(
		prepared: PreparedModule,
		features: LoadedFeatures,
		createMotion: MotionFactory
	) {
		const { slides } = prepared;
		const stage = root.querySelector< HTMLElement >(
			'.stagecraft-module__stage'
		);
		if ( ! stage || slides.length === 0 ) {
			// Nothing to replace: the server markup stays as it is.
			setState( 'run' );
			return;
		}
		const serverMarkup = Array.from( stage.childNodes, ( node ) =>
			node.cloneNode( true )
		);
		const driver = createMotion( {
			root,
			perspective: prepared.settings.general.perspective,
			perspectiveType: prepared.settings.general.perspectiveType,
		} );
		motion = driver;
		// The box is CSS (from the server, or set here for a script-mounted
		// module); the engine scales the layer grid and tracks the level.
		applyBox( root, prepared.settings.size );
		const engine = createLayout( {
			root,
			size: prepared.settings.size,
			store,
		} );
		layout = engine;
		const first = prepared.current?.index ?? 0;
		carousel = carouselOf( features, handle, prepared, driver, store );
		// Slides start unset; the first is drawn now, its neighbours in the next task (heavy
		// ones once its scene has played), the others when they come near; far ones let go.
		const preparation = createPreparation(
			slides.length,
			carousel?.firstWindow ?? [ first ],
			( later ) => store.timeout( later ),
			deferredLayersLoader(
				prepared,
				{ alias, id, element: root },
				deps.slideLoader
			),
			( index ) => prepared.deferredLayers?.count( slides[ index ] ) ?? 0
		);
		const view = createStageView( first );
		// The server's first image is the LCP element: the renderer keeps it, no later copy.
		const serverImage = stage.querySelector< HTMLImageElement >(
			'.stagecraft-module__slide.is-active > .stagecraft-module__bg'
		);
		const unmount = deps.render(
			stage,
			slides,
			() => run( prepared, stage, driver, preparation, view, features ),
			{
				view,
				preparation,
				layout: engine,
				editMode,
				serverImage,
				gradientCss: features.gradient?.gradientCss,
				carousel: carousel?.window,
				background: prepared.settings.bg,
				staticSlides: prepared.staticSlides,
			}
		);
		cleanups.push( () => {
			preview.detach();
			player?.destroy();
			player = null;
			driver.destroy();
			motion = null;
			engine.destroy();
			layout = null;
			preparation.destroy();
			view.destroy();
			unmount();
			// Hand the box back as the server rendered it.
			stage.replaceChildren( ...serverMarkup );
		} );
	}

	async function start() {
		setState( 'observed' );
		setState( 'initialised' );
		reportZeroParent( root, alias );
		// The chunks the server says this module uses load alongside its data.
		const hinted = hintedFeatures( root );
		void deps.features.load( hinted );
		// The driver's and the schemas' chunks load alongside the data too.
		void makeMotion();
		void loadNormaliser().catch( () => undefined );
		prefetchControls( root );
		let raw: unknown;
		try {
			raw = await loadForPage( deps, { alias, id, element: root } );
		} catch {
			// Transport failures (non-200, network) end like success false.
			raw = undefined;
		}
		const data = await loadedOrNull(
			loadNormaliser,
			alias,
			'the data schemas'
		);
		if ( ! data || destroyed ) {
			return;
		}
		const loaded = data.normaliseModuleView( raw, ( slideId, why ) =>
			// A later slide shows without its layers; the first one fails the load below.
			// eslint-disable-next-line no-console
			console.error(
				`${ alias }: slide ${ slideId } has invalid layers (${ why })`
			)
		);
		if ( ! loaded.success ) {
			// Spec section 8; the visitor keeps the server-rendered first slide.
			// eslint-disable-next-line no-console
			console.error( `${ alias } Could not be Loaded from DB` );
			return;
		}
		id = loaded.data.id || id;
		setState( 'loaded' );
		emitter.emit( 'loaded', {
			alias,
			slideCount: loaded.data.slides.length,
		} );
		const prepared = prepareModule( loaded.data );
		migrated = prepared.migrated;
		if ( migrated ) {
			// Spec section 4: "prepared (legacy format migrated)".
			// eslint-disable-next-line no-console
			console.info( `${ alias }: legacy format migrated` );
		}
		setState( 'prepared' );
		// The renderer's own chunks for these slides (file layers), alongside the rest.
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- started early
		const drawable = rendererReady( deps.render, prepared, alias );
		// Whatever the data needs beyond the server's hint, before anything is drawn.
		const needs = data.moduleResources( raw, loaded.data.addOns );
		// The hint too: it also reads the layers of slides sent without them (a long module).
		const features = await deps.features.load(
			featuresOf( prepared, needs ).concat( hinted )
		);
		if ( destroyed ) {
			return;
		}
		// Spec section 4: fonts, add-on resources and the container first.
		const waiting = waitForModule(
			root,
			alias,
			needs,
			resourceServices( features ),
			store
		);
		cleanups.push( waiting.destroy );
		await waiting.promise;
		// Validating and drawing are separate tasks, so neither delays the visitor's input.
		await new Promise< void >( ( resolve ) => store.timeout( resolve ) );
		const createMotion = await loadedOrNull(
			makeMotion,
			alias,
			'the motion driver'
		);
		await drawable;
		if ( ! createMotion || destroyed ) {
			return;
		}
		mount( prepared, features, createMotion );
	}

	function destroy() {
		if ( destroyed ) {
			return;
		}
		destroyed = true;
		cleanups
			.splice( 0 )
			.reverse()
			.forEach( ( cleanup ) => cleanup() );
		store.clear();
		delete root.dataset.stagecraftState;
		emitter.destroy();
		deps.api.forget( handle );
	}

	setState( 'registered' );
	if ( deps.eager ) {
		void start();
	} else {
		cleanups.push(
			whenVisible(
				root,
				deps.rootMargin,
				() => {
					void start();
				},
				store
			)
		);
	}
	return handle;
}
