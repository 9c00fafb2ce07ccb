import { IMAGE_EXTENSIONS } from '../schema/constants';
import type { ImageState } from '../schema/resources';

/** Spec section 9: the image cache has 5000 slots; at most 5 load at once. */
export const IMAGE_CACHE_SLOTS = 5000;
export const IMAGE_CONCURRENCY = 5;

/** Spec section 5: the recognised image extensions (written once, in src/schema). */
export { IMAGE_EXTENSIONS };

const EXTENSION = new RegExp(
	`\\.(${ IMAGE_EXTENSIONS.join( '|' ) })(?:[?#]|$)`,
	'i'
);

/**
 * Whether a URL names an image file by one of the recognised extensions.
 *
 * @param url Any URL.
 */
export const isImageUrl = ( url: string ): boolean => EXTENSION.test( url );

/**
 * The cache key: the same file over http, https or protocol-relative, with
 * or without a fragment, is one record. Size suffixes stay: they are other files.
 *
 * @param url Any URL.
 */
export const normaliseImageUrl = ( url: string ): string =>
	url
		.trim()
		.replace( /^https?:/i, '' )
		.replace( /#.*$/, '' );

/** An image in the loader's cache (spec section 3, image record). */
export interface ImageRecord {
	id: string;
	url: string;
	normalisedUrl: string;
	/** Whether the request is made with crossorigin="anonymous". */
	crossOrigin: boolean;
	state: ImageState;
	/** Higher loads first: the current slide's images before the others. */
	priority: number;
	width: number;
	height: number;
	/** Called once when the record reaches loaded, cached or error. */
	callbacks: Array< ( record: ImageRecord ) => void >;
}

export interface ImageRequest {
	priority?: number;
	crossOrigin?: boolean;
	/**
	 * The <img>'s srcset and sizes: the browser then fetches the candidate that <img> will
	 * show, not the original at url (which stays the record's key).
	 */
	srcset?: string;
	sizes?: string;
}

export interface ImageLoaderOptions {
	concurrency?: number;
	slots?: number;
	/** Makes the element that fetches (tests pass a fake). */
	createImage?: () => HTMLImageElement;
}

export interface ImageLoader {
	/** Resolves with the record once it is loaded, cached or error; never rejects. */
	load: ( url: string, request?: ImageRequest ) => Promise< ImageRecord >;
	get: ( url: string ) => ImageRecord | undefined;
	/** Called for every record that reaches error (after its one retry). */
	onError: ( listener: ( record: ImageRecord ) => void ) => () => void;
	readonly size: number;
	readonly loading: number;
	destroy: () => void;
}

// Order of the queue: higher priority first, then the order of request.
const DONE: ImageState[] = [ 'loaded', 'cached', 'error' ];

/**
 * The image queue and cache of spec sections 3, 4 and 9: records go pending,
 * inqueue, loading, then loaded, cached or error; an error is retried once
 * with the cross-origin setting flipped.
 *
 * @param options Limits and the element factory.
 */
export function createImageLoader(
	options: ImageLoaderOptions = {}
): ImageLoader {
	const concurrency = options.concurrency ?? IMAGE_CONCURRENCY;
	const slots = options.slots ?? IMAGE_CACHE_SLOTS;
	const createImage = options.createImage ?? ( () => new Image() );
	// Insertion order doubles as age for eviction.
	const cache = new Map< string, ImageRecord >();
	const queue: ImageRecord[] = [];
	const active = new Map< ImageRecord, HTMLImageElement >();
	const errorListeners = new Set< ( record: ImageRecord ) => void >();
	const candidates = new WeakMap< ImageRecord, ImageRequest >();
	let sequence = 0;

	function finish( record: ImageRecord, state: ImageState ) {
		record.state = state;
		active.delete( record );
		if ( state === 'error' ) {
			// Spec section 8.
			// eslint-disable-next-line no-console
			console.error( `Image Error: ${ record.url } could not be loaded` );
			errorListeners.forEach( ( listener ) => listener( record ) );
		}
		record.callbacks
			.splice( 0 )
			.forEach( ( callback ) => callback( record ) );
		pump();
	}

	function fetchImage( record: ImageRecord, retried: boolean ) {
		const image = createImage();
		active.set( record, image );
		record.state = 'loading';
		image.decoding = 'async';
		if ( record.crossOrigin ) {
			image.crossOrigin = 'anonymous';
		}
		image.onload = () => {
			image.onload = image.onerror = null;
			record.width = image.naturalWidth;
			record.height = image.naturalHeight;
			finish( record, 'loaded' );
		};
		image.onerror = () => {
			image.onload = image.onerror = null;
			if ( retried ) {
				finish( record, 'error' );
				return;
			}
			// Spec section 4: one retry with the cross-origin setting flipped.
			record.crossOrigin = ! record.crossOrigin;
			fetchImage( record, true );
		};
		const { srcset, sizes } = candidates.get( record ) ?? {};
		if ( srcset ) {
			image.sizes = sizes ?? '';
			image.srcset = srcset;
		}
		image.src = record.url;
		// Already in the browser's memory cache: no event is needed to know.
		if ( image.complete && image.naturalWidth > 0 && image.onload ) {
			image.onload = image.onerror = null;
			record.width = image.naturalWidth;
			record.height = image.naturalHeight;
			finish( record, 'cached' );
		}
	}

	function pump() {
		while ( active.size < concurrency && queue.length > 0 ) {
			queue.sort( ( a, b ) => b.priority - a.priority );
			const next = queue.shift() as ImageRecord;
			fetchImage( next, false );
		}
	}

	function evict() {
		for ( const [ key, record ] of cache ) {
			if ( cache.size <= slots ) {
				return;
			}
			// Records still waiting or loading keep their slot.
			if ( DONE.includes( record.state ) ) {
				cache.delete( key );
			}
		}
	}

	return {
		load( url, request = {} ) {
			const key = normaliseImageUrl( url );
			const known = cache.get( key );
			if ( known ) {
				if ( known.state === 'loaded' ) {
					known.state = 'cached';
				}
				if ( DONE.includes( known.state ) ) {
					return Promise.resolve( known );
				}
				// Raising the priority of a queued image moves it forward.
				known.priority = Math.max(
					known.priority,
					request.priority ?? 0
				);
				return new Promise( ( resolve ) =>
					known.callbacks.push( resolve )
				);
			}
			const record: ImageRecord = {
				id: `image-${ ++sequence }`,
				url,
				normalisedUrl: key,
				crossOrigin: request.crossOrigin ?? false,
				state: 'pending',
				priority: request.priority ?? 0,
				width: 0,
				height: 0,
				callbacks: [],
			};
			cache.set( key, record );
			if ( request.srcset ) {
				candidates.set( record, request );
			}
			evict();
			const done = new Promise< ImageRecord >( ( resolve ) =>
				record.callbacks.push( resolve )
			);
			record.state = 'inqueue';
			queue.push( record );
			pump();
			return done;
		},
		get: ( url ) => cache.get( normaliseImageUrl( url ) ),
		onError( listener ) {
			errorListeners.add( listener );
			return () => errorListeners.delete( listener );
		},
		get size() {
			return cache.size;
		},
		get loading() {
			return active.size;
		},
		destroy() {
			for ( const image of active.values() ) {
				image.onload = image.onerror = null;
				image.removeAttribute( 'src' );
			}
			active.clear();
			queue.splice( 0 );
			cache.clear();
			errorListeners.clear();
		},
	};
}

let shared: ImageLoader | null = null;

/** The page's one image loader, shared by every module so each file loads once. */
export function sharedImageLoader(): ImageLoader {
	shared ??= createImageLoader();
	return shared;
}
