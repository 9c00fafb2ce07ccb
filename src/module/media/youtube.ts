// YouTube through its IFrame API, fetched when the first YouTube player is needed (its own
// chunk); the embed uses the no-cookie host when the media asks for it.
import { loadApi } from './load-api';
import { fitFrame } from './fit';
import { mediaHosts } from './hosts';
import { waitFor, youtubeId } from './provider-ids';
import { MEDIA_POLL_MS, MEDIA_STATES, YOUTUBE_PLAY_CHECK_MS } from './types';
import type { AdapterContext, MediaAdapter, MediaState } from './types';

/** The part of the IFrame API's player the adapter uses. */
interface YouTubePlayer {
	playVideo: () => void;
	pauseVideo: () => void;
	seekTo: ( seconds: number, allowSeekAhead: boolean ) => void;
	getCurrentTime: () => number;
	getDuration: () => number;
	getPlayerState: () => number;
	mute: () => void;
	unMute: () => void;
	isMuted: () => boolean;
	setVolume: ( volume: number ) => void;
	getVolume: () => number;
	getIframe?: () => HTMLIFrameElement;
	destroy: () => void;
}

interface YouTubeEvent {
	data: number;
	target: YouTubePlayer;
}

interface YouTubeApi {
	Player: new (
		element: HTMLElement,
		options: {
			videoId: string;
			host: string;
			width: string;
			height: string;
			playerVars: Record< string, string | number >;
			events: {
				onReady: () => void;
				onStateChange: ( event: YouTubeEvent ) => void;
				onError: ( event: YouTubeEvent ) => void;
			};
		}
	) => YouTubePlayer;
}

declare global {
	interface Window {
		YT?: Partial< YouTubeApi >;
	}
}

const KNOWN_STATES: readonly number[] = Object.values( MEDIA_STATES );

/**
 * A YouTube player in the layer's frame.
 *
 * @param context Frame, options and state sink.
 */
export function createYoutubePlayer( context: AdapterContext ): MediaAdapter {
	const { frame, options, onState, label } = context;
	const view = frame.ownerDocument.defaultView ?? window;
	const target = frame.ownerDocument.createElement( 'div' );
	frame.append( target );
	let player: YouTubePlayer | null = null;
	let state: number = MEDIA_STATES.unstarted;
	let unfit = () => {};
	const hosts = mediaHosts();

	const ready = loadApi( 'youtube', () => Boolean( view.YT?.Player ) )
		.then( () =>
			waitFor( () => Boolean( view.YT?.Player ), MEDIA_POLL_MS )
		)
		.then(
			() =>
				new Promise< void >( ( resolve ) => {
					const Player = view.YT?.Player as YouTubeApi[ 'Player' ];
					player = new Player( target, {
						videoId: youtubeId( options.src ),
						host: options.noCookie
							? hosts.youtubeNoCookie
							: hosts.youtube,
						width: '100%',
						height: '100%',
						playerVars: {
							controls: options.controls ? 1 : 0,
							playsinline: options.inline ? 1 : 0,
							rel: 0,
							autoplay: 0,
							enablejsapi: 1,
							origin: view.location.origin,
						},
						events: {
							onReady: () => {
								const iframe = player?.getIframe?.();
								if ( iframe ) {
									iframe.setAttribute( 'title', label );
									unfit = fitFrame( iframe, frame, options );
								}
								resolve();
							},
							onStateChange: ( event ) => {
								state = event.data;
								if ( KNOWN_STATES.includes( event.data ) ) {
									onState( event.data as MediaState );
								}
							},
							onError: ( event ) => {
								// Spec section 8: an embedding issue is logged.
								// eslint-disable-next-line no-console
								console.error(
									`Stagecraft: YouTube player error ${ event.data }`
								);
							},
						},
					} );
				} )
		);

	const call = < T >( run: ( p: YouTubePlayer ) => T, fallback: T ): T =>
		player ? run( player ) : fallback;

	return {
		ready,
		play: () =>
			new Promise< void >( ( resolve, reject ) => {
				call( ( p ) => p.playVideo(), undefined );
				// Spec section 9: checked at 1 s; not playing then means sound was blocked.
				setTimeout( () => {
					if (
						state === MEDIA_STATES.playing ||
						state === MEDIA_STATES.buffering
					) {
						resolve();
					} else {
						reject(
							new DOMException(
								'YouTube did not start',
								'NotAllowedError'
							)
						);
					}
				}, YOUTUBE_PLAY_CHECK_MS );
			} ),
		pause: () => call( ( p ) => p.pauseVideo(), undefined ),
		seek: ( seconds ) =>
			call( ( p ) => p.seekTo( seconds, true ), undefined ),
		currentTime: () => call( ( p ) => p.getCurrentTime(), 0 ),
		duration: () => call( ( p ) => p.getDuration(), 0 ),
		setMuted: ( muted ) =>
			call( ( p ) => ( muted ? p.mute() : p.unMute() ), undefined ),
		muted: () => call( ( p ) => p.isMuted(), false ),
		setVolume: ( volume ) =>
			call(
				( p ) => p.setVolume( Math.round( volume * 100 ) ),
				undefined
			),
		volume: () => call( ( p ) => p.getVolume() / 100, 1 ),
		destroy() {
			unfit();
			player?.destroy();
			player = null;
			target.remove();
		},
	};
}
