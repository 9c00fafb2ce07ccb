import type { Size } from '../../schema/settings/size';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';
import { cssOffset } from './box';
import { createDimensionCache } from './cache';
import { currentLevelIndex, levelName } from './level';
import { watchResize } from './resize';
import { clampDpr, layerScale } from './scale';

export interface Layout {
	/** Device level index: 0 largedesktop … 4 mobile. */
	readonly level: number;
	/** Scale of the layer grid at the current size. */
	readonly scale: number;
	/** Device pixel ratio, clamped to 1–2. */
	readonly dpr: number;
	readonly fullscreen: boolean;
	/** Called when the device level changes (React re-renders the layers). */
	subscribe: ( listener: () => void ) => () => void;
	/** Measures again and applies the result now. */
	redraw: () => void;
	/** Full screen (spec section 2): a class, full height, and the browser's full screen where allowed. */
	setFullscreen: ( on: boolean ) => void;
	destroy: () => void;
}

export interface LayoutOptions {
	root: HTMLElement;
	size: Size;
	/** Level override (tests, the editor's device preview). */
	level?: () => number;
	/** The module's event store. */
	store?: EventStore;
}

interface Measured {
	scale: number;
}

const FULLSCREEN_CLASS = 'is-fullscreen';

// Full-height offsets that are not a px or % length name elements to subtract.
function selectorOffset(
	doc: Document,
	offset: Size[ 'fullHeightOffset' ]
): number | null {
	if ( typeof offset !== 'string' || cssOffset( offset ) !== null ) {
		return null;
	}
	let total = 0;
	for ( const selector of offset.split( ',' ) ) {
		try {
			doc.querySelectorAll< HTMLElement >( selector.trim() ).forEach(
				( el ) => {
					total += el.offsetHeight;
				}
			);
		} catch {
			// An invalid selector subtracts nothing.
		}
	}
	return total;
}

/**
 * The layout engine (spec sections 3 and 9): picks the device level, and
 * scales the level's layer grid into the box the stylesheet reserved. The
 * box itself is pure CSS (per-level custom properties from the server), so
 * this only writes the scale, the level and measured offsets.
 *
 * @param options The module element and its size settings.
 */
export function createLayout( options: LayoutOptions ): Layout {
	const { root, size } = options;
	const events = partStore( root, options.store );
	const { win, doc } = events;
	const levelOf = options.level ?? ( () => currentLevelIndex( win ) );
	const cache = createDimensionCache< Measured >();
	const listeners = new Set< () => void >();
	let level = levelOf();
	let scale = 1;
	let fullscreen = false;
	const dpr = clampDpr( win.devicePixelRatio );

	function apply() {
		const next = levelOf();
		const offset = size.fullHeight
			? selectorOffset( doc, size.fullHeightOffset )
			: null;
		if ( offset !== null ) {
			root.style.setProperty( '--stagecraft-offset', `${ offset }px` );
		}
		const style = getComputedStyle( root );
		const width =
			root.clientWidth -
			parseFloat( style.paddingLeft || '0' ) -
			parseFloat( style.paddingRight || '0' );
		const height =
			root.clientHeight -
			parseFloat( style.paddingTop || '0' ) -
			parseFloat( style.paddingBottom || '0' );
		const gridWidth = size.width[ next ];
		const gridHeight = size.height[ next ];
		const measured = cache.get(
			[ next, width, height, fullscreen ].join( ':' ),
			() => ( {
				scale: layerScale( {
					width,
					height,
					gridWidth,
					gridHeight,
					level: next,
					fullHeight: size.fullHeight || fullscreen,
					upscaling: Boolean( size.upscaling ),
				} ),
			} )
		);
		scale = measured.scale;
		root.style.setProperty( '--stagecraft-scale', String( scale ) );
		root.dataset.level = levelName( next );
		if ( next !== level ) {
			level = next;
			listeners.forEach( ( listener ) => listener() );
		}
	}

	watchResize( {
		isMobile: () => level >= 4,
		onResize: apply,
		store: events,
	} );
	let stopKeys: ( () => void ) | null = null;

	// The class-only full screen (no browser full screen) also ends on Escape.
	function onKeydown( event: KeyboardEvent ) {
		if ( event.key === 'Escape' && fullscreen ) {
			layout.setFullscreen( false );
		}
	}

	function onFullscreenChange() {
		if ( ! doc.fullscreenElement && fullscreen ) {
			layout.setFullscreen( false );
		}
	}

	const layout: Layout = {
		get level() {
			return level;
		},
		get scale() {
			return scale;
		},
		dpr,
		get fullscreen() {
			return fullscreen;
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		redraw: apply,
		setFullscreen( on ) {
			if ( on === fullscreen ) {
				return;
			}
			fullscreen = on;
			root.classList.toggle( FULLSCREEN_CLASS, on );
			stopKeys?.();
			stopKeys = on ? events.on( doc, 'keydown', onKeydown ) : null;
			if ( on && root.requestFullscreen && ! doc.fullscreenElement ) {
				// Needs a user gesture; without one the class alone covers the viewport.
				root.requestFullscreen().catch( () => {} );
			}
			if ( ! on && doc.fullscreenElement === root ) {
				void doc.exitFullscreen().catch( () => {} );
			}
			apply();
		},
		destroy() {
			events.clear();
			listeners.clear();
			root.classList.remove( FULLSCREEN_CLASS );
			root.style.removeProperty( '--stagecraft-scale' );
			delete root.dataset.level;
		},
	};

	events.on( doc, 'fullscreenchange', onFullscreenChange );
	root.style.setProperty( '--stagecraft-dpr', String( dpr ) );
	apply();
	return layout;
}
