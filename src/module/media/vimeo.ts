// Vimeo through its Player API, fetched when the first Vimeo player is needed (its own chunk).
import { fitFrame } from './fit';
import { loadApi } from './load-api';
import { vimeoId, waitFor } from './provider-ids';
import { MEDIA_POLL_MS, MEDIA_STATES, VIMEO_QUALITIES } from './types';
import type { AdapterContext, MediaAdapter } from './types';

/** The part of Vimeo's Player the adapter uses (its methods return promises). */
interface VimeoPlayer {
	ready: () => Promise< void >;
	play: () => Promise< void >;
	pause: () => Promise< void >;
	setCurrentTime: ( seconds: number ) => Promise< number >;
	setMuted: ( muted: boolean ) => Promise< boolean >;
	setVolume: ( volume: number ) => Promise< number >;
	on: ( event: string, callback: ( data?: VimeoTime ) => void ) => void;
	destroy: () => Promise< void >;
	element?: HTMLIFrameElement;
}

interface VimeoTime {
	seconds?: number;
	duration?: number;
}

type VimeoPlayerClass = new (
	element: HTMLElement,
	options: Record< string, string | number | boolean | undefined >
) => VimeoPlayer;

declare global {
	interface Window {
		Vimeo?: { Player?: VimeoPlayerClass };
	}
}

const quality = ( value: string | undefined ) =>
	( VIMEO_QUALITIES as readonly string[] ).includes( value ?? '' )
		? { quality: value as string }
		: {};

/**
 * A Vimeo player in the layer's frame.
 *
 * @param context Frame, options and state sink.
 */
export function createVimeoPlayer( context: AdapterContext ): MediaAdapter {
	const { frame, options, onState, label } = context;
	const view = frame.ownerDocument.defaultView ?? window;
	const target = frame.ownerDocument.createElement( 'div' );
	target.style.cssText = 'position:absolute;inset:0';
	frame.append( target );
	let player: VimeoPlayer | null = null;
	let time = 0;
	let unfit = () => {};
	let duration = 0;
	let muted = options.mute;
	let volume = options.volume ?? 1;
	const args = options.vimeo ?? {};

	const ready = loadApi( 'vimeo', () => Boolean( view.Vimeo?.Player ) )
		.then( () =>
			waitFor( () => Boolean( view.Vimeo?.Player ), MEDIA_POLL_MS )
		)
		.then( () => {
			const Player = view.Vimeo?.Player as VimeoPlayerClass;
			const made = new Player( target, {
				id: vimeoId( options.src ),
				width: 640,
				controls: options.controls,
				playsinline: options.inline,
				muted: options.mute,
				autoplay: false,
				title: args.title ?? false,
				portrait: args.portrait ?? false,
				transparent: args.transparent ?? true,
				transcript: args.transcript ?? false,
				dnt: args.dnt ?? true,
				pip: args.pip ?? false,
				...quality( args.quality ),
			} );
			player = made;
			made.on( 'playing', () => onState( MEDIA_STATES.playing ) );
			made.on( 'play', () => onState( MEDIA_STATES.playing ) );
			made.on( 'pause', () => onState( MEDIA_STATES.paused ) );
			made.on( 'ended', () => onState( MEDIA_STATES.ended ) );
			made.on( 'bufferstart', () => onState( MEDIA_STATES.buffering ) );
			made.on( 'loaded', () => onState( MEDIA_STATES.cued ) );
			made.on( 'timeupdate', ( data ) => {
				time = data?.seconds ?? time;
				duration = data?.duration ?? duration;
			} );
			made.on( 'error', () =>
				// eslint-disable-next-line no-console
				console.error( 'Stagecraft: Vimeo player error' )
			);
			return made.ready().then( () => {
				const iframe = target.querySelector( 'iframe' );
				if ( iframe ) {
					iframe.setAttribute( 'title', label );
					unfit = fitFrame( iframe, frame, options );
				}
			} );
		} );

	return {
		ready,
		play: () => player?.play() ?? Promise.resolve(),
		pause: () => void player?.pause().catch( () => undefined ),
		seek( seconds ) {
			time = seconds;
			void player?.setCurrentTime( seconds ).catch( () => undefined );
		},
		currentTime: () => time,
		duration: () => duration,
		setMuted( next ) {
			muted = next;
			void player?.setMuted( next ).catch( () => undefined );
		},
		muted: () => muted,
		setVolume( next ) {
			volume = next;
			player?.setVolume( next ).catch( ( error: unknown ) =>
				// Spec section 8: a volume error is logged.
				// eslint-disable-next-line no-console
				console.error( 'Stagecraft: volume could not be set', error )
			);
		},
		volume: () => volume,
		destroy() {
			unfit();
			void player?.destroy().catch( () => undefined );
			player = null;
			target.remove();
		},
	};
}
