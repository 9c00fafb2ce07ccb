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
import { prepareModule } from './prepare';
import type { ModuleHandle, ModuleState } from './types';

export interface ModuleDeps {
	loader: Loader;
	createMotion: () => Motion;
	render: (
		stage: Element,
		slides: SlideView[],
		onMount: () => void
	) => () => void;
	api: StagecraftApi;
	/** Viewport margin before loading starts (spec section 9). */
	rootMargin: string;
}

function animateLayers( stage: Element, slide: SlideView, motion: Motion ) {
	// Matched by value, not by selector: ids may be any string ('5_DBL_1').
	const elements = new Map(
		Array.from(
			stage.querySelectorAll< HTMLElement >( '[data-layer-id]' ),
			( el ) => [ el.dataset.layerId, el ]
		)
	);
	for ( const layer of slide.layers ) {
		const frames = layer.tl.in?.frames;
		const el = elements.get( String( layer.id ) );
		if ( el && frames?.length ) {
			void motion.animateIn( el, frames );
		}
	}
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
	const cleanups: Array< () => void > = [];

	const handle: ModuleHandle = {
		alias,
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

	function mount( slides: SlideView[] ) {
		const stage = root.querySelector( '.stagecraft-module__stage' );
		if ( ! stage || slides.length === 0 ) {
			// Nothing to replace: the server markup stays as it is.
			setState( 'run' );
			return;
		}
		const serverMarkup = Array.from( stage.childNodes, ( node ) =>
			node.cloneNode( true )
		);
		const motion = deps.createMotion();
		const unmount = deps.render( stage, slides, () => {
			animateLayers( stage, slides[ 0 ], motion );
			setState( 'run' );
		} );
		cleanups.push( () => {
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
		const prepared = prepareModule( loaded.data );
		migrated = prepared.migrated;
		if ( migrated ) {
			// Spec section 4: "prepared (legacy format migrated)".
			// eslint-disable-next-line no-console
			console.info( `${ alias }: legacy format migrated` );
		}
		setState( 'prepared' );
		mount( prepared.slides );
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
