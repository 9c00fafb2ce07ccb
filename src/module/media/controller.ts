// The player state machine of spec section 4, over any provider's adapter: it waits for the
// player to be ready before a play or pause runs and runs only the last one asked for; a play
// the browser blocks for sound runs again muted; at the end time it loops or stops, optionally
// rewinding. Framework-free: the adapter draws the player, this decides what it does.
import { isPlaying, MEDIA_POLL_MS, MEDIA_STATES } from './types';
import type {
	AdapterFactory,
	MediaAdapter,
	MediaOptions,
	MediaState,
} from './types';

export type MediaAction = 'play' | 'pause';

export interface MediaControllerOptions {
	frame: HTMLElement;
	options: MediaOptions;
	label: string;
	/** The provider's adapter factory, fetched (its chunk, its API) on first use. */
	load: () => Promise< AdapterFactory >;
	/** Told on every state change. */
	onState: ( state: MediaState ) => void;
	/** Repeats a callback; returns its stop (the module's event store in the runtime). */
	every?: ( callback: () => void, ms: number ) => () => void;
}

export interface MediaController {
	play: () => Promise< void >;
	pause: () => Promise< void >;
	/** Back to the start time (or 0), without changing play or pause. */
	rewind: () => void;
	state: () => MediaState;
	/**
	 * Whether it plays or is about to: the last play or pause asked for until the player's
	 * state answers it, the state after. A toggle reads this, so a second click while a
	 * provider's player is still starting (or has not reported playing yet) pauses it.
	 */
	wantsPlay: () => boolean;
	/** Whether the provider's player exists (its code and API were fetched). */
	created: () => boolean;
	destroy: () => void;
}

const defaultEvery = ( callback: () => void, ms: number ) => {
	const timer = setInterval( callback, ms );
	return () => clearInterval( timer );
};

const errorName = ( error: unknown ) =>
	error instanceof Error || error instanceof DOMException
		? error.name
		: String( error );

const interrupted = ( error: unknown ) =>
	errorName( error ) === 'AbortError' ||
	/interrupted/i.test(
		error instanceof Error ? error.message : String( error )
	);

/**
 * A media controller; nothing is fetched or drawn until the first play or pause.
 *
 * @param config Frame, options, adapter loader and state listener.
 */
export function createMediaController(
	config: MediaControllerOptions
): MediaController {
	const { options, onState } = config;
	const every = config.every ?? defaultEvery;
	let state: MediaState = MEDIA_STATES.unstarted;
	let adapter: MediaAdapter | null = null;
	let starting: Promise< MediaAdapter | null > | null = null;
	let wanted: MediaAction | null = null;
	// The last action asked for, until a state answers it.
	let asked: MediaAction | null = null;
	let destroyed = false;
	let stopPoll: ( () => void ) | null = null;
	const startAt = options.start ?? 0;

	function report( next: MediaState ) {
		// Any state but those of a player getting ready answers the last action: from then
		// on the state is what the player does.
		if ( next !== MEDIA_STATES.cued && next !== MEDIA_STATES.unstarted ) {
			asked = null;
		}
		if ( next === state ) {
			return;
		}
		state = next;
		if ( next === MEDIA_STATES.playing ) {
			watchEnd();
		} else {
			stopPoll?.();
			stopPoll = null;
		}
		onState( next );
	}

	// Spec section 9: the end time is checked every 50 ms while playing.
	function watchEnd() {
		if ( stopPoll || options.end === undefined ) {
			return;
		}
		stopPoll = every( () => {
			if (
				adapter &&
				options.end !== undefined &&
				adapter.currentTime() >= options.end
			) {
				reachedEnd();
			}
		}, MEDIA_POLL_MS );
	}

	function reachedEnd() {
		if ( ! adapter ) {
			return;
		}
		if ( options.loop ) {
			adapter.seek( startAt );
			void run( 'play' );
			return;
		}
		adapter.pause();
		if ( options.rewind ) {
			adapter.seek( startAt );
		}
		report( MEDIA_STATES.ended );
	}

	function onAdapterState( next: MediaState ) {
		if ( next === MEDIA_STATES.ended ) {
			reachedEnd();
			return;
		}
		// The pause that stopped it at the end time arrives after the end.
		if ( state === MEDIA_STATES.ended && next === MEDIA_STATES.paused ) {
			return;
		}
		report( next );
	}

	async function create(): Promise< MediaAdapter | null > {
		const factory = await config.load();
		if ( destroyed ) {
			return null;
		}
		const made = factory( {
			frame: config.frame,
			options,
			label: config.label,
			onState: onAdapterState,
		} );
		await made.ready;
		if ( destroyed ) {
			made.destroy();
			return null;
		}
		made.setMuted( options.mute );
		if ( options.volume !== undefined ) {
			try {
				made.setVolume( options.volume );
			} catch ( error ) {
				// Spec section 8: a volume error is logged, playback goes on.
				// eslint-disable-next-line no-console
				console.error( 'Stagecraft: volume could not be set', error );
			}
		}
		if ( startAt > 0 ) {
			made.seek( startAt );
		}
		adapter = made;
		return made;
	}

	async function play( player: MediaAdapter ) {
		if ( state === MEDIA_STATES.ended && ! options.rewind ) {
			player.seek( startAt );
		}
		try {
			await player.play();
		} catch ( error ) {
			if ( errorName( error ) === 'NotAllowedError' ) {
				// Spec section 8: autoplay with sound blocked, so play muted.
				player.setMuted( true );
				try {
					await player.play();
				} catch ( again ) {
					logFailure( again );
				}
				return;
			}
			logFailure( error );
		}
	}

	function logFailure( error: unknown ) {
		// It did not start: nothing more will answer the play.
		asked = null;
		if ( interrupted( error ) ) {
			// eslint-disable-next-line no-console
			console.info( 'Stagecraft: media play interrupted' );
			return;
		}
		// eslint-disable-next-line no-console
		console.error( 'Stagecraft: media could not play', errorName( error ) );
	}

	// Only the last requested action runs once the player is ready.
	async function run( action: MediaAction ): Promise< void > {
		wanted = action;
		asked = action;
		if ( ! adapter ) {
			if ( action === 'pause' && ! starting ) {
				// Nothing to pause yet: no need to fetch the player for it.
				asked = null;
				return;
			}
			starting ??= create().catch( ( error: unknown ) => {
				starting = null;
				// eslint-disable-next-line no-console
				console.error( error instanceof Error ? error.message : error );
				return null;
			} );
			const player = await starting;
			if ( ! player ) {
				asked = null;
				return;
			}
			if ( wanted !== action ) {
				return;
			}
		}
		wanted = null;
		const player = adapter;
		if ( ! player || destroyed ) {
			return;
		}
		if ( action === 'play' ) {
			await play( player );
		} else {
			player.pause();
		}
	}

	return {
		play: () => run( 'play' ),
		pause: () => run( 'pause' ),
		rewind() {
			adapter?.seek( startAt );
		},
		state: () => state,
		wantsPlay: () => ( asked ? asked === 'play' : isPlaying( state ) ),
		created: () => adapter !== null,
		destroy() {
			destroyed = true;
			stopPoll?.();
			adapter?.destroy();
			adapter = null;
		},
	};
}
