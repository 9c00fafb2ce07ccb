import { VIDEO_TYPES } from '../../schema/constants';
import type { Media, VideoType } from '../../schema/media';

/**
 * Whether a player type is one the module supports (spec section 5).
 *
 * @param type The type.
 */
export const isVideoType = ( type: unknown ): type is VideoType =>
	( VIDEO_TYPES as readonly unknown[] ).includes( type );

/**
 * A media start or end time in seconds: a number, '90', '1:30' or
 * '1:02:03'; undefined when it is none of these.
 *
 * @param value The stored time.
 */
export function mediaSeconds( value: unknown ): number | undefined {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) && value >= 0 ? value : undefined;
	}
	if (
		typeof value !== 'string' ||
		! /^\d+(\.\d+)?(:\d+(\.\d+)?){0,2}$/.test( value.trim() )
	) {
		return undefined;
	}
	return value
		.trim()
		.split( ':' )
		.reduce( ( total, part ) => total * 60 + Number( part ), 0 );
}

/**
 * A volume between 0 and 1; above 1 it is a percentage (spec section 5).
 *
 * @param volume The stored volume.
 */
export function mediaVolume( volume: number ): number {
	const level = volume > 1 ? volume / 100 : volume;
	return Math.min( 1, Math.max( 0, level ) );
}

/**
 * The autoplay mode, with 'true' and 'false' as the booleans they mean.
 *
 * @param autoPlay The stored mode.
 */
export function mediaAutoPlay(
	autoPlay: Media[ 'autoPlay' ]
): Media[ 'autoPlay' ] {
	if ( autoPlay === 'true' || autoPlay === 'false' ) {
		return autoPlay === 'true';
	}
	return autoPlay;
}

/**
 * Media options with times in seconds, the volume as a fraction and the
 * autoplay mode plain. The schema already dropped a type outside the whitelist.
 *
 * @param media Media options.
 */
export function normaliseMedia( media: Media ): Media {
	const { start, end, volume } = media;
	return {
		...media,
		start: start === undefined ? undefined : mediaSeconds( start ),
		end: end === undefined ? undefined : mediaSeconds( end ),
		volume: volume === undefined ? undefined : mediaVolume( volume ),
		autoPlay: mediaAutoPlay( media.autoPlay ),
	};
}
