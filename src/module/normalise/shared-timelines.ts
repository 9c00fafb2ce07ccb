import type { Scene, Timeline } from '../../schema/timeline';

/** Returns one timeline per distinct value it is given. */
export type TimelineSharer = ( tl: Timeline ) => Timeline;

const isScene = ( value: unknown ): value is Scene =>
	typeof value === 'object' &&
	value !== null &&
	Array.isArray( ( value as Partial< Scene > ).frames );

/**
 * Layers of a slide often move alike (one preset on a list of items, the same way out): read
 * layer by layer, their timelines are equal values in separate objects. This keeps one object
 * per distinct frame, scene and timeline (about 280 B less per layer of a 500-layer slide).
 * The runtime only reads timelines, never writes them. The keys live while one slide's layers
 * are read: let the sharer go with them.
 */
export function timelineSharer(): TimelineSharer {
	const seen = new Map< string, unknown >();
	const one = < T >( value: T ): T => {
		const key = JSON.stringify( value );
		const found = seen.get( key );
		if ( found !== undefined ) {
			return found as T;
		}
		seen.set( key, value );
		return value;
	};
	return ( tl ) => {
		// A timeline seen whole before (most layers of a list): one key, not one per part.
		const key = JSON.stringify( tl );
		const found = seen.get( key );
		if ( found !== undefined ) {
			return found as Timeline;
		}
		const next: Record< string, unknown > = {};
		for ( const [ name, part ] of Object.entries( tl ) ) {
			next[ name ] = isScene( part )
				? one( { ...part, frames: part.frames.map( one ) } )
				: part;
		}
		// Its parts are equal values in the same order: its key is the timeline's.
		seen.set( key, next );
		return next as Timeline;
	};
}
