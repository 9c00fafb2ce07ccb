import type { VideoType } from '../../schema/media';

/** Media player states of spec section 4. */
export const MEDIA_STATES = {
	unstarted: -1,
	ended: 0,
	playing: 1,
	paused: 2,
	buffering: 3,
	cued: 4,
} as const;

export type MediaStateName = keyof typeof MEDIA_STATES;
export type MediaState = ( typeof MEDIA_STATES )[ MediaStateName ];

/**
 * Playing, or buffering on the way to it.
 * @param state
 */
export const isPlaying = ( state: MediaState ) =>
	state === MEDIA_STATES.playing || state === MEDIA_STATES.buffering;

/** Video API poll of spec section 9 (end time, progress of providers without events). */
export const MEDIA_POLL_MS = 50;
/** Spec section 9: the YouTube play check, then mute and retry. */
export const YOUTUBE_PLAY_CHECK_MS = 1000;

/** Vimeo qualities of spec section 9. */
export const VIMEO_QUALITIES = [
	'144p',
	'240p',
	'360p',
	'540p',
	'720p',
	'1080p',
	'2k',
	'4k',
] as const;

/**
 * What one provider's player does; the controller adds the state machine
 * (ready wait, last action only, muted retry, end time) on top.
 */
export interface MediaAdapter {
	/** Resolves once the player accepts commands. */
	ready: Promise< void >;
	/** Starts playback; rejects with the browser's error (NotAllowedError, AbortError). */
	play: () => Promise< void >;
	pause: () => void;
	seek: ( seconds: number ) => void;
	currentTime: () => number;
	duration: () => number;
	setMuted: ( muted: boolean ) => void;
	muted: () => boolean;
	setVolume: ( volume: number ) => void;
	volume: () => number;
	destroy: () => void;
}

/** Told by an adapter when its player changes state. */
export type StateSink = ( state: MediaState ) => void;

/** Media options as the engine reads them from the layer (normalised). */
export interface MediaOptions {
	type: VideoType;
	src: string;
	start?: number;
	end?: number;
	loop: boolean;
	rewind: boolean;
	mute: boolean;
	/** 0..1. */
	volume?: number;
	autoPlay: boolean | '1sttime' | 'no1sttime';
	controls: boolean;
	cover: boolean;
	/** Width over height, e.g. 16 / 9. */
	ratio: number;
	inline: boolean;
	noCookie: boolean;
	/** Whether the poster shows again when paused or ended. */
	showPosterOnPause: boolean;
	vimeo?: {
		title?: boolean;
		portrait?: boolean;
		transparent?: boolean;
		transcript?: boolean;
		quality?: string;
		dnt?: boolean;
		pip?: boolean;
	};
	/** Caption tracks of HTML5 video. */
	tracks: Array< { src: string; srclang: string; label: string } >;
}

/** What an adapter factory gets: where to draw, the options, and where to report state. */
export interface AdapterContext {
	frame: HTMLElement;
	options: MediaOptions;
	onState: StateSink;
	/** Label of the player for assistive technology. */
	label: string;
}

export type AdapterFactory = ( context: AdapterContext ) => MediaAdapter;
