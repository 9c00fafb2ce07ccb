// Media options as the layer markup carries them (data-stagecraft-media, written from the
// module data by the renderer), read into what the engine uses: seconds, a 0..1 volume.
import { mediaAutoPlay, mediaSeconds, mediaVolume } from '../normalise/media';
import { DEFAULT_ASPECT_RATIO as DEFAULT_RATIO } from '../../schema/constants';
import type { MediaOptions } from './types';

type Raw = Record< string, unknown >;

const record = ( value: unknown ): Raw =>
	typeof value === 'object' && value !== null ? ( value as Raw ) : {};

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

/**
 * A ratio such as '16:9', '4/3' or 1.5 as width over height.
 *
 * @param value The stored ratio.
 */
export function mediaRatio( value: unknown ): number {
	if ( typeof value === 'number' && value > 0 ) {
		return value;
	}
	const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[:/x]\s*(\d+(?:\.\d+)?))?\s*$/.exec(
		text( value )
	);
	if ( ! match ) {
		return DEFAULT_RATIO;
	}
	const width = Number( match[ 1 ] );
	const height = match[ 2 ] === undefined ? 1 : Number( match[ 2 ] );
	return width > 0 && height > 0 ? width / height : DEFAULT_RATIO;
}

function autoPlayOf( value: unknown ): MediaOptions[ 'autoPlay' ] {
	const mode = mediaAutoPlay(
		value as Parameters< typeof mediaAutoPlay >[ 0 ]
	);
	return mode === '1sttime' || mode === 'no1sttime' ? mode : mode === true;
}

/**
 * The engine's options from the markup's JSON; undefined when it is not JSON.
 *
 * @param json The data-stagecraft-media attribute.
 */
export function readMediaOptions( json: string ): MediaOptions | undefined {
	let raw: Raw;
	try {
		raw = record( JSON.parse( json ) );
	} catch {
		return undefined;
	}
	const poster = record( raw.poster );
	const controls = record( raw.controls );
	const tracks = Array.isArray( raw.tracks ) ? raw.tracks : [];
	const volume = typeof raw.volume === 'number' ? raw.volume : undefined;
	return {
		type: text( raw.type ) as MediaOptions[ 'type' ],
		src: text( raw.src ),
		start: mediaSeconds( raw.start ),
		end: mediaSeconds( raw.end ),
		loop: raw.loop === true,
		rewind: raw.rewind === true,
		mute: raw.mute === true,
		volume: volume === undefined ? undefined : mediaVolume( volume ),
		autoPlay: autoPlayOf( raw.autoPlay ),
		controls: controls.s === true,
		cover: raw.cover === true,
		ratio: mediaRatio( raw.ratio ),
		inline: raw.inline !== false,
		noCookie: raw.noCookie === true,
		showPosterOnPause: poster.showOnPause === true,
		vimeo: raw.vimeo ? record( raw.vimeo ) : undefined,
		tracks: tracks
			.map( record )
			.filter( ( track ) => text( track.src ) !== '' )
			.map( ( track ) => ( {
				src: text( track.src ),
				srclang: text( track.srclang ) || 'en',
				label:
					text( track.label ) || text( track.srclang ) || 'Captions',
			} ) ),
	};
}
