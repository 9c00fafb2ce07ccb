import { createMotion } from '../motion';
import type { Motion } from '../motion';
import { renderStage } from '../react';
import type { SlideView } from '../schema/slide-view';
import { installApi } from './api';
import type { StagecraftApi } from './api';
import { fetchModule } from './loader';
import type { Loader } from './loader';
import { normaliseModuleView } from './normalise/module-view';
import { whenVisible } from './observe';
import { createEmitter } from './events/emitter';
import { createDeepLinks } from './navigation/deeplink';
import { createNavigation } from './navigation';
import { createPlayer } from './player';
import type { Player } from './player';
import { prepareModule } from './prepare';
import type { PreparedModule } from './prepare';
import type { SlideRef } from './slideshow/deck';
import type { ModuleHandle, ModuleState } from './types';

export interface ModuleDeps {
	loader: Loader;
	createMotion: () => Motion;
	render: (
		stage: Element,
		slides: SlideView[],
		onMount: () => void,
		first?: number
	) => () => void;
	api: StagecraftApi;
	/** Viewport margin before loading starts (spec section 9). */
	rootMargin: string;
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
	// Requests made before the module runs are kept and replayed.
	const early: SlideRef[] = [];
	const cleanups: Array< () => void > = [];
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
		redraw: () => {
			// Layout follows CSS for now; the layout engine hooks in here.
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
		motion: Motion
	) {
		player = createPlayer( {
			root,
			stage,
			module: prepared,
			motion,
			emitter,
			editMode: root.dataset.stagecraftEdit === 'true',
		} );
		void player.start();
		// Spec sections 2 and 3: navigation elements, inputs and progress bar.
		cleanups.push(
			createNavigation(
				root,
				handle,
				prepared,
				player,
				motion.reducedMotion()
			).destroy
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
				prepared.settings.browser?.useURLDeeplink ?? false
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
		const motion = deps.createMotion();
		const unmount = deps.render(
			stage,
			slides,
			() => run( prepared, stage, motion ),
			prepared.current?.index ?? 0
		);
		cleanups.push( () => {
			player?.destroy();
			player = null;
			motion.destroy();
			unmount();
			// Hand the box back as the server rendered it.
			stage.replaceChildren( ...serverMarkup );
		} );
	}

	async function start() {
		setState( 'observed' );
		setState( 'initialised' );
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
		delete root.dataset.stagecraftState;
		emitter.destroy();
		deps.api.forget( handle );
	}

	setState( 'registered' );
	cleanups.push(
		whenVisible( root, deps.rootMargin, () => {
			void start();
		} )
	);
	return handle;
}
