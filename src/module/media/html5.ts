// HTML5 video and audio: the browser's own player, from the site's own files.
import { MEDIA_STATES } from './types';
import type { AdapterContext, MediaAdapter } from './types';

/**
 * The <video> or <audio> element of a layer, with its captions and labelled controls.
 *
 * @param context Frame, options and state sink.
 */
export function createHtml5Player( context: AdapterContext ): MediaAdapter {
	const { frame, options, onState, label } = context;
	const doc = frame.ownerDocument;
	const audio = options.type === 'audio';
	const media = doc.createElement( audio ? 'audio' : 'video' );
	media.src = options.src;
	media.preload = 'metadata';
	media.controls = options.controls;
	media.loop = false;
	media.setAttribute( 'aria-label', label );
	if ( media instanceof HTMLVideoElement ) {
		// Inline on phones instead of the system's full-screen player.
		media.playsInline = true;
		media.style.cssText = `position:absolute;inset:0;width:100%;height:100%;object-fit:${
			options.cover ? 'cover' : 'contain'
		}`;
		for ( const track of options.tracks ) {
			const element = doc.createElement( 'track' );
			element.kind = 'captions';
			element.src = track.src;
			element.srclang = track.srclang;
			element.label = track.label;
			media.append( element );
		}
	} else {
		media.style.cssText = 'position:absolute;inset:auto 0 0;width:100%';
	}
	const listeners: Array< [ string, () => void ] > = [
		[ 'playing', () => onState( MEDIA_STATES.playing ) ],
		[ 'pause', () => ! media.ended && onState( MEDIA_STATES.paused ) ],
		[ 'waiting', () => onState( MEDIA_STATES.buffering ) ],
		[ 'ended', () => onState( MEDIA_STATES.ended ) ],
		[ 'loadedmetadata', () => onState( MEDIA_STATES.cued ) ],
	];
	listeners.forEach( ( [ name, listener ] ) =>
		media.addEventListener( name, listener )
	);
	frame.append( media );

	return {
		// The element takes commands at once; play() itself waits for data.
		ready: Promise.resolve(),
		play: () => media.play(),
		pause: () => media.pause(),
		seek( seconds ) {
			media.currentTime = seconds;
		},
		currentTime: () => media.currentTime,
		duration: () => media.duration,
		setMuted( muted ) {
			media.muted = muted;
		},
		muted: () => media.muted,
		setVolume( volume ) {
			media.volume = volume;
		},
		volume: () => media.volume,
		destroy() {
			listeners.forEach( ( [ name, listener ] ) =>
				media.removeEventListener( name, listener )
			);
			media.pause();
			media.removeAttribute( 'src' );
			media.remove();
		},
	};
}
