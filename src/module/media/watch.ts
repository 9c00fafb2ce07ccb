// In the module's main script (small): notices when a slide with media is about to be shown
// and only then fetches the media feature, then hands it slide entries and exits and the
// public API's media calls.
import type { Emitter } from '../events/emitter';
import type { EventStore } from '../events/store';
import type { Motion } from '../../motion';
import type { FeatureRegistry } from '../features';
import type { MediaManager } from './manager';
import type { MediaState } from './types';

export interface MediaControls {
	playMedia: ( layerId: string | number ) => Promise< boolean >;
	pauseMedia: ( layerId: string | number ) => Promise< boolean >;
	toggleMedia: ( layerId: string | number ) => Promise< boolean >;
	/** The layer's media state (-1…4), undefined for a layer without media. */
	mediaState: ( layerId: string | number ) => MediaState | undefined;
}

const SELECTOR = '[data-stagecraft-media]';

/**
 * The module handle's media methods, before and after the module runs.
 *
 * @param media The module's media, once it runs.
 */
export const mediaControls = (
	media: () => MediaControls | null
): MediaControls => ( {
	playMedia: ( id ) => media()?.playMedia( id ) ?? Promise.resolve( false ),
	pauseMedia: ( id ) => media()?.pauseMedia( id ) ?? Promise.resolve( false ),
	toggleMedia: ( id ) =>
		media()?.toggleMedia( id ) ?? Promise.resolve( false ),
	mediaState: ( id ) => media()?.mediaState( id ),
} );

/**
 * Watches a module's slides for media; null where there is none to watch.
 *
 * @param stage         The stage element, its first slide drawn.
 * @param emitter       The module's events.
 * @param deps          The module's dependencies.
 * @param deps.features The page's feature registry.
 * @param store         The module's listeners and timers; clearing it ends the watch.
 * @param motion        The motion driver (reduced motion).
 */
export function watchMedia(
	stage: HTMLElement,
	emitter: Emitter,
	{ features }: { features: FeatureRegistry },
	store: EventStore,
	motion: Pick< Motion, 'reducedMotion' >
): MediaControls | null {
	const every = ( callback: () => void, ms: number ) => {
		const timer = setInterval( callback, ms );
		return store.defer( () => clearInterval( timer ) );
	};
	let manager: MediaManager | null = null;
	let loading: Promise< MediaManager | null > | null = null;
	let destroyed = false;

	const hasMedia = ( slide?: number ) =>
		slide === undefined
			? stage.querySelector( SELECTOR ) !== null
			: stage.querySelector(
					`[data-slide-index="${ slide }"] ${ SELECTOR }`
				) !== null;

	function load(): Promise< MediaManager | null > {
		loading ??= features.load( [ 'media' ] ).then( ( { media } ) => {
			if ( ! media || destroyed ) {
				return null;
			}
			manager = media.createMedia( {
				stage,
				emit: ( change ) => emitter.emit( 'mediastatechange', change ),
				reducedMotion: () => motion.reducedMotion(),
				mayEmbed: () => media.marketingAllowed( stage.ownerDocument ),
				every,
			} );
			return manager;
		} );
		return loading;
	}

	function enter( slide: number ) {
		if ( hasMedia( slide ) ) {
			void load().then( ( media ) => media?.enter( slide ) );
		}
	}

	const before = ( change: {
		from: { index: number } | null;
		to: { index: number };
	} ) => {
		if ( change.from ) {
			manager?.exit( change.from.index );
		}
		// About to be shown: the feature and the adapters its media need.
		if ( hasMedia( change.to.index ) ) {
			void load().then( ( media ) => media?.prefetch( change.to.index ) );
		}
	};
	const after = ( change: { to: { index: number } } ) =>
		enter( change.to.index );
	// Delegated, so a press is never lost while the media feature is still on its way.
	store.on( stage, 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const element = target
			?.closest( '.stagecraft-media__play' )
			?.closest< HTMLElement >( SELECTOR );
		if ( element ) {
			void load().then( ( media ) => media?.pressed( element ) );
		}
	} );
	emitter.on( 'beforeChange', before );
	emitter.on( 'afterChange', after );
	const first = stage.querySelector< HTMLElement >(
		'.stagecraft-module__slide.is-active'
	);
	enter( Number( first?.dataset.slideIndex ?? 0 ) );
	store.defer( () => {
		destroyed = true;
		emitter.off( 'beforeChange', before );
		emitter.off( 'afterChange', after );
		manager?.destroy();
		manager = null;
	} );

	const command =
		( name: 'play' | 'pause' | 'toggle' ) =>
		async ( id: string | number ) => {
			if ( ! hasMedia() ) {
				return false;
			}
			const media = await load();
			return media ? media[ name ]( String( id ) ) : false;
		};

	return {
		playMedia: command( 'play' ),
		pauseMedia: command( 'pause' ),
		toggleMedia: command( 'toggle' ),
		mediaState( id ) {
			if ( manager ) {
				return manager.state( String( id ) );
			}
			// Not fetched yet: every media is unstarted.
			const element = Array.from(
				stage.querySelectorAll< HTMLElement >( SELECTOR )
			).find(
				( candidate ) =>
					( candidate.dataset.layerId ??
						candidate.dataset.mediaId ) === String( id )
			);
			return element ? -1 : undefined;
		},
	};
}
