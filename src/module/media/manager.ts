// The module's media: one controller per media element of the drawn slides, created when its
// slide is entered or a visitor or the API asks for it. Plays on entry and pauses (or rewinds)
// on exit per autoPlay, lets one media play at a time, and keeps YouTube and Vimeo from being
// contacted before a click on play or marketing consent (issue 18, privacy).
import { adapterFor } from './adapters';
import { createMediaController } from './controller';
import type { MediaController } from './controller';
import { readMediaOptions } from './options';
import { showState } from './view';
import { isPlaying, MEDIA_STATES } from './types';
import type { MediaOptions, MediaState } from './types';

export const MEDIA_SELECTOR = '[data-stagecraft-media]';

export interface MediaChange {
	/** The layer id, or slide-{id} for a slide's background video. */
	layer: string;
	slide: number;
	type: MediaOptions[ 'type' ];
	state: MediaState;
}

export interface MediaHost {
	stage: HTMLElement;
	/** Told of every state change (module event and DOM event). */
	emit: ( change: MediaChange ) => void;
	/** prefers-reduced-motion: background videos do not autoplay. */
	reducedMotion: () => boolean;
	/** Whether the visitor gave marketing consent. */
	mayEmbed: () => boolean;
	every?: ( callback: () => void, ms: number ) => () => void;
}

export interface MediaManager {
	/** Fetches the adapters a slide will need (not the providers' APIs). */
	prefetch: ( slide: number ) => void;
	enter: ( slide: number ) => void;
	exit: ( slide: number ) => void;
	play: ( id: string ) => Promise< boolean >;
	pause: ( id: string ) => Promise< boolean >;
	toggle: ( id: string ) => Promise< boolean >;
	/** The visitor pressed a media's play button. */
	pressed: ( element: HTMLElement ) => Promise< void >;
	state: ( id: string ) => MediaState | undefined;
	destroy: () => void;
}

interface Entry {
	element: HTMLElement;
	options: MediaOptions;
	controller: MediaController;
	visits: number;
	id: string;
	slide: number;
}

const PROVIDERS = [ 'youtube', 'vimeo' ];
const slideOf = ( element: Element ) =>
	Number(
		element.closest< HTMLElement >( '[data-slide-index]' )?.dataset
			.slideIndex ?? -1
	);

const idOf = ( element: HTMLElement ) =>
	element.dataset.layerId ?? element.dataset.mediaId ?? '';

/**
 * The media of one module.
 *
 * @param host Stage, event sink and page conditions.
 */
export function createMedia( host: MediaHost ): MediaManager {
	const entries = new Map< HTMLElement, Entry >();
	const doc = host.stage.ownerDocument;
	let current = -1;

	function elements( slide: number ) {
		return Array.from(
			host.stage.querySelectorAll< HTMLElement >( MEDIA_SELECTOR )
		).filter( ( element ) => slideOf( element ) === slide );
	}

	function entryOf( element: HTMLElement ): Entry | undefined {
		const known = entries.get( element );
		if ( known ) {
			return known;
		}
		const options = readMediaOptions(
			element.dataset.stagecraftMedia ?? ''
		);
		const frame = element.querySelector< HTMLElement >(
			'.stagecraft-media__frame'
		);
		if ( ! options || ! frame ) {
			return undefined;
		}
		const entry: Entry = {
			element,
			options,
			visits: 0,
			id: idOf( element ),
			slide: slideOf( element ),
			controller: createMediaController( {
				frame,
				options,
				label: element.dataset.mediaLabel ?? '',
				load: () => adapterFor( options.type ),
				every: host.every,
				onState: ( state ) => changed( entry, state ),
			} ),
		};
		entries.set( element, entry );
		showState( element, MEDIA_STATES.unstarted, options );
		return entry;
	}

	function changed( entry: Entry, state: MediaState ) {
		if ( isPlaying( state ) ) {
			// Spec section 4: only one media plays at a time per module.
			entries.forEach( ( other ) => {
				if (
					other !== entry &&
					isPlaying( other.controller.state() )
				) {
					void other.controller.pause();
				}
			} );
		}
		showState( entry.element, state, entry.options );
		host.emit( {
			layer: entry.id,
			slide: entry.slide,
			type: entry.options.type,
			state,
		} );
	}

	const allowed = ( entry: Entry ) =>
		! PROVIDERS.includes( entry.options.type ) ||
		entry.element.dataset.mediaConsented === 'true' ||
		host.mayEmbed();

	function toggleEntry( entry: Entry ) {
		return entry.controller.wantsPlay()
			? entry.controller.pause()
			: entry.controller.play();
	}

	function autoPlays( entry: Entry ) {
		const mode = entry.options.autoPlay;
		const wanted =
			mode === true ||
			( mode === '1sttime' && entry.visits === 1 ) ||
			( mode === 'no1sttime' && entry.visits > 1 );
		const background = entry.element.dataset.mediaBg !== undefined;
		// A layer hidden at this device level (vis) does not play unseen.
		const hidden = entry.element.closest( '[hidden]' ) !== null;
		return (
			wanted &&
			! hidden &&
			allowed( entry ) &&
			! ( background && host.reducedMotion() )
		);
	}

	function autoPlay( entry: Entry ) {
		if ( ! autoPlays( entry ) ) {
			return;
		}
		// No autoplay with sound: an autoplaying media starts muted.
		entry.options.mute = true;
		void entry.controller.play();
	}

	const onConsent = () => {
		if ( host.mayEmbed() ) {
			elements( current )
				.map( entryOf )
				.forEach( ( entry ) => {
					if (
						entry &&
						entry.controller.state() === MEDIA_STATES.unstarted
					) {
						autoPlay( entry );
					}
				} );
		}
	};
	doc.addEventListener( 'stagecraft:consent', onConsent );

	function find( id: string ) {
		const element = Array.from(
			host.stage.querySelectorAll< HTMLElement >( MEDIA_SELECTOR )
		).find( ( candidate ) => idOf( candidate ) === id );
		return element ? entryOf( element ) : undefined;
	}

	async function command(
		id: string,
		run: ( entry: Entry ) => Promise< void >
	) {
		const entry = find( String( id ) );
		if ( ! entry ) {
			return false;
		}
		// The page's own call stands for the visitor's wish, as a click does.
		entry.element.dataset.mediaConsented = 'true';
		await run( entry );
		return true;
	}

	return {
		prefetch( slide ) {
			elements( slide ).forEach( ( element ) => {
				const type = readMediaOptions(
					element.dataset.stagecraftMedia ?? ''
				)?.type;
				void adapterFor( type ?? '' ).catch( () => undefined );
			} );
		},
		enter( slide ) {
			current = slide;
			elements( slide ).forEach( ( element ) => {
				const entry = entryOf( element );
				if ( entry ) {
					entry.visits += 1;
					autoPlay( entry );
				}
			} );
		},
		exit( slide ) {
			entries.forEach( ( entry ) => {
				if ( entry.slide !== slide ) {
					return;
				}
				void entry.controller.pause();
				if (
					entry.options.rewind ||
					entry.options.autoPlay !== false
				) {
					entry.controller.rewind();
				}
			} );
		},
		play: ( id ) => command( id, ( entry ) => entry.controller.play() ),
		pause: ( id ) => command( id, ( entry ) => entry.controller.pause() ),
		toggle: ( id ) => command( id, toggleEntry ),
		async pressed( element ) {
			const entry = entryOf( element );
			if ( entry ) {
				// A click on play is the visitor's consent for this player.
				element.dataset.mediaConsented = 'true';
				await toggleEntry( entry );
			}
		},
		state: ( id ) => find( String( id ) )?.controller.state(),
		destroy() {
			doc.removeEventListener( 'stagecraft:consent', onConsent );
			entries.forEach( ( entry ) => entry.controller.destroy() );
			entries.clear();
		},
	};
}
