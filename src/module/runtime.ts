import { createMotion } from '../motion';
import type { Motion, MotionOptions } from '../motion';
import { renderStage } from '../react';
import type { StageOptions } from '../react/Stage';
import type { SlideView } from '../schema/slide-view';
import { installApi } from './api';
import type { StagecraftApi } from './api';
import { decorateStage, reportZeroParent, waitForModule } from './lifecycle';
import { fetchModule } from './loader';
import type { Loader } from './loader';
import { normaliseModuleView } from './normalise/module-view';
import { whenVisible } from './observe';
import { createPreparation } from './change/preparation';
import { adoptServerImage } from './change/server-image';
import type { Preparation } from './change/preparation';
import { createEmitter } from './events/emitter';
import { createEventStore, ownerWindow } from './events/store';
import { watchHover } from './layers/hover';
import { applyBox } from './layout/box';
import { createLayout } from './layout/layout';
import type { Layout } from './layout/layout';
import { createDeepLinks } from './navigation/deeplink';
import { createNavigation } from './navigation';
import { scrollToTarget } from './page/scroll-to';
import { createPlayer } from './player';
import type { Player } from './player';
import { prepareModule } from './prepare';
import type { PreparedModule } from './prepare';
import type { SlideRef } from './slideshow/deck';
import type { ModuleHandle, ModuleState } from './types';

export interface ModuleDeps {
	loader: Loader;
	createMotion: ( options: MotionOptions ) => Motion;
	render: (
		stage: Element,
		slides: SlideView[],
		onMount: () => void,
		options?: StageOptions
	) => () => void;
	api: StagecraftApi;
	/** Viewport margin before loading starts (spec section 9). */
	rootMargin: string;
	/** Start at once instead of waiting for the viewport (the editor's preview). */
	eager?: boolean;
}

/**
 * Brings one server-rendered module to life: waits for the viewport, loads
 * and validates its data, mounts React over the stage and plays the layers in.
 *
 * @param root    The .stagecraft-module element.
 * @param options Replacements for the default dependencies (tests, plugins).
 */
export function createModule(
	root: HTMLElement,
	options: Partial< ModuleDeps > = {}
): ModuleHandle {
	const deps: ModuleDeps = {
		loader: fetchModule,
		createMotion,
		render: renderStage,
		rootMargin: '-100px',
		...options,
		api: options.api ?? installApi(),
	};
	const alias = root.dataset.stagecraftAlias ?? '';
	let id = Number( root.dataset.stagecraftId ) || 0;
	let state: ModuleState = 'registered';
	let migrated = false;
	let destroyed = false;
	let player: Player | null = null;
	let layout: Layout | null = null;
	let motion: Motion | null = null;
	const editMode = root.dataset.stagecraftEdit === 'true';
	// Requests made before the module runs are kept and replayed.
	const early: SlideRef[] = [];
	const cleanups: Array< () => void > = [];
	// Every listener, timer and observer of the module, on its own window.
	const store = createEventStore( ownerWindow( root ) );
	const emitter = createEmitter( root );
	const request = ( ref: SlideRef ) =>
		player ? player.request( ref ) : early.push( ref );

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
		scrollTo: ( target, scroll ) => {
			// Before the module runs, a driver just for this scroll.
			const own = motion === null;
			const driver = motion ?? deps.createMotion( { root } );
			return scrollToTarget( target ?? root, driver, scroll ).finally(
				() => own && driver.destroy()
			);
		},
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
		preparation: Preparation
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
		} );
		void player.start();
		const hover = watchHover( stage, prepared.slides, driver, store );
		cleanups.push( () => hover.destroy() );
		cleanups.push( decorateStage( stage, store ).destroy );
		// Spec sections 2 and 3: navigation elements, inputs and progress bar.
		cleanups.push(
			createNavigation( root, handle, prepared, player, {
				reducedMotion: driver.reducedMotion(),
				layout: layout ?? undefined,
				store,
			} ).destroy
		);
		if ( prepared.slides.length > 1 ) {
			// Spec section 2: the page hash selects a slide, and with useURLDeeplink follows it.
			const links = createDeepLinks(
				handle,
				{
					deepLinks: prepared.slides.map(
						( slide ) => slide.attr?.deepLink ?? ''
					),
					navOrder: prepared.navSlideOrder,
				},
				prepared.settings.browser?.useURLDeeplink ?? false,
				store
			);
			cleanups.push( () => links.destroy() );
		}
		setState( 'run' );
		emitter.emit( 'ready', { alias, slideCount: prepared.slides.length } );
		early.splice( 0 ).forEach( ( ref ) => player?.request( ref ) );
	}

	function mount( prepared: PreparedModule ) {
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
		const driver = deps.createMotion( { root } );
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
		// Slides start unset; the first and its neighbours are drawn now,
		// the others when they come near.
		const preparation = createPreparation(
			slides.length,
			[ prepared.current, prepared.next, prepared.prev ].flatMap(
				( pointer ) => ( pointer ? [ pointer.index ] : [] )
			)
		);
		// The server's first image is the page's LCP element: it is kept (moved
		// into React's slide) rather than replaced by a new, later-painted copy.
		const serverImage = stage.querySelector< HTMLImageElement >(
			'.stagecraft-module__slide.is-active > .stagecraft-module__bg'
		);
		const unmount = deps.render(
			stage,
			slides,
			() => {
				adoptServerImage( stage, first, serverImage );
				run( prepared, stage, driver, preparation );
			},
			{ first, layout: engine, editMode, preparation }
		);
		cleanups.push( () => {
			player?.destroy();
			player = null;
			driver.destroy();
			motion = null;
			engine.destroy();
			layout = null;
			preparation.destroy();
			unmount();
			// Hand the box back as the server rendered it.
			stage.replaceChildren( ...serverMarkup );
		} );
	}

	async function start() {
		setState( 'observed' );
		setState( 'initialised' );
		reportZeroParent( root, alias );
		let raw: unknown;
		try {
			raw = await deps.loader( { alias, id, element: root } );
		} catch {
			// Transport failures (non-200, network) end like success false.
			raw = undefined;
		}
		if ( destroyed ) {
			return;
		}
		const loaded = normaliseModuleView( raw );
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
		// Spec section 4: fonts, add-on resources and the container first.
		const waiting = waitForModule(
			root,
			alias,
			raw,
			loaded.data.addOns,
			undefined,
			store
		);
		cleanups.push( waiting.destroy );
		await waiting.promise;
		// Validating the data and drawing it are separate tasks, so neither
		// holds the main thread long enough to delay the visitor's input.
		await new Promise< void >( ( resolve ) => store.timeout( resolve ) );
		if ( destroyed ) {
			return;
		}
		mount( prepared );
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
