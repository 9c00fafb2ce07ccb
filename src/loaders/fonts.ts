import type { Font } from '../schema/font';
import { RESOURCE_STATUS } from '../schema/constants';
import type { ResourceLoader } from './resources';

/** Spec section 5: installed everywhere, so never fetched from the font service. */
export const SYSTEM_FONTS = [
	'arial',
	'georgia',
	'verdana',
	'tahoma',
	'trebuchet',
	'courier',
	'impact',
	'comic sans',
	'times',
	'palatino',
] as const;

/** Spec section 9: the font test polls every 19 ms. */
export const FONT_POLL_INTERVAL = 19;
/** Polls before a font counts as failed (about 1.9 s): a module never waits for ever. */
export const FONT_POLL_LIMIT = 100;
/** The web-font service asked for fonts without their own stylesheet URL. */
export const FONT_SERVICE = 'https://fonts.googleapis.com/css2';

/** Weight states of spec section 4: 0, then the batch stamp, then 2. */
export const WEIGHT_IDLE = 0;
export const WEIGHT_LOADED = 2;

type Weight = number | string;

/**
 * Whether a family is a system font ('Comic Sans MS', "'Times New Roman'").
 *
 * @param family A CSS font family.
 */
export function isSystemFont( family: string ): boolean {
	const name = family
		.trim()
		.replace( /^["']|["']$/g, '' )
		.toLowerCase();
	return SYSTEM_FONTS.some( ( system ) => name.startsWith( system ) );
}

// '300-700' and '300..700' are ranges; anything else one value.
function bounds( entry: Weight ): [ number, number ] | null {
	const match = /^\s*(\d+)\s*(?:-|\.\.)\s*(\d+)\s*$/.exec( String( entry ) );
	if ( match ) {
		const [ low, high ] = [ Number( match[ 1 ] ), Number( match[ 2 ] ) ];
		return [ Math.min( low, high ), Math.max( low, high ) ];
	}
	const value = parseInt( String( entry ), 10 );
	return Number.isNaN( value ) ? null : [ value, value ];
}

/**
 * Spec section 5: a weight is available when it is a listed value or falls
 * in a listed range.
 *
 * @param weight The weight wanted, e.g. 500.
 * @param listed Values and ranges, e.g. [ 400, '600-800' ].
 */
export function weightAvailable(
	weight: Weight,
	listed: readonly Weight[]
): boolean {
	const wanted = bounds( weight );
	return (
		wanted !== null &&
		listed.some( ( entry ) => {
			const range = bounds( entry );
			return (
				range !== null &&
				wanted[ 0 ] >= range[ 0 ] &&
				wanted[ 1 ] <= range[ 1 ]
			);
		} )
	);
}

const withSwap = ( url: string ) =>
	/[?&]display=/.test( url )
		? url
		: `${ url }${ url.includes( '?' ) ? '&' : '?' }display=swap`;

/**
 * The stylesheet URL of a font's weights, always with display=swap (spec section 7).
 *
 * @param font    The font; its own url wins over the service.
 * @param weights Values and ranges to ask for.
 * @param service Base URL of the web-font service (CSS2 API).
 */
export function fontStylesheetUrl(
	font: Font,
	weights: readonly Weight[],
	service: string = FONT_SERVICE
): string {
	if ( font.url ) {
		return withSwap( font.url );
	}
	const axes = weights
		.map( bounds )
		.filter( ( b ): b is [ number, number ] => b !== null )
		.sort( ( a, b ) => a[ 0 ] - b[ 0 ] )
		.map( ( [ low, high ] ) =>
			low === high ? String( low ) : `${ low }..${ high }`
		);
	const family = encodeURIComponent( font.family.trim() ).replace(
		/%20/g,
		'+'
	);
	const spec = font.italic
		? `:ital,wght@${ [
				...axes.map( ( a ) => `0,${ a }` ),
				...axes.map( ( a ) => `1,${ a }` ),
			].join( ';' ) }`
		: `:wght@${ axes.join( ';' ) }`;
	return withSwap( `${ service }?family=${ family }${ spec }` );
}

export interface FontLoaderOptions {
	resources: ResourceLoader;
	/** Whether a font is ready, e.g. '400 16px "Roboto"'; default document.fonts.check. */
	check?: ( spec: string ) => boolean;
	/** Starts fetching the font's files (a stylesheet alone does not). */
	request?: ( spec: string ) => void;
	service?: string;
	interval?: number;
	limit?: number;
}

export interface FontLoader {
	/** Loads the fonts' stylesheets and resolves once each is tested or failed. */
	load: ( fonts: readonly Font[] ) => Promise< void >;
	/** 0, the batch stamp while its stylesheet loads, or 2 once loaded. */
	weightState: ( family: string, weight: Weight ) => number;
	destroy: () => void;
}

const fontFaceSet = (): FontFaceSet | undefined =>
	typeof document !== 'undefined' && 'fonts' in document
		? document.fonts
		: undefined;

/**
 * Fetches the web fonts of modules: system fonts never, each weight once
 * (spec sections 4, 5, 8 and 9).
 *
 * @param options The resource loader and the font test.
 */
export function createFontLoader( options: FontLoaderOptions ): FontLoader {
	const {
		resources,
		service = FONT_SERVICE,
		interval = FONT_POLL_INTERVAL,
		limit = FONT_POLL_LIMIT,
	} = options;
	const faces = fontFaceSet();
	const check =
		options.check ??
		( faces ? ( spec: string ) => faces.check( spec ) : undefined );
	const request =
		options.request ??
		( ( spec: string ) => void faces?.load( spec ).catch( () => {} ) );
	// family (lower case) -> weight entry -> state.
	const states = new Map< string, Map< string, number > >();
	const timers = new Set< ReturnType< typeof setTimeout > >();
	// The last batch of each family, for modules asking for weights already under way.
	const pending = new Map< string, Promise< void > >();

	const familyStates = ( family: string ) => {
		const key = family.trim().toLowerCase();
		let map = states.get( key );
		if ( ! map ) {
			map = new Map();
			states.set( key, map );
		}
		return map;
	};

	function weightState( family: string, weight: Weight ): number {
		let state = WEIGHT_IDLE;
		for ( const [ entry, value ] of familyStates( family ) ) {
			if ( weightAvailable( weight, [ entry ] ) && value > state ) {
				state = value;
			}
		}
		return state;
	}

	// Polls the font test every interval until it passes or the limit is reached.
	function test( specs: string[], url: string ) {
		return new Promise< void >( ( resolve ) => {
			if ( ! check ) {
				resolve();
				return;
			}
			specs.forEach( request );
			let polls = 0;
			const poll = () => {
				if ( specs.every( ( spec ) => check( spec ) ) ) {
					resolve();
					return;
				}
				if ( ++polls > limit ) {
					// eslint-disable-next-line no-console
					console.error( `Failed to load font: ${ url }` );
					resolve();
					return;
				}
				const timer = setTimeout( () => {
					timers.delete( timer );
					poll();
				}, interval );
				timers.add( timer );
			};
			poll();
		} );
	}

	function loadFont( font: Font, stamp: number ): Promise< void > {
		const listed = font.weights.length > 0 ? font.weights : [ 400 ];
		const key = font.family.trim().toLowerCase();
		// Weights another batch already asked for are not asked again.
		const fresh = listed.filter(
			( weight ) => weightState( font.family, weight ) === WEIGHT_IDLE
		);
		if ( fresh.length === 0 ) {
			return pending.get( key ) ?? Promise.resolve();
		}
		const map = familyStates( font.family );
		fresh.forEach( ( weight ) => map.set( String( weight ), stamp ) );
		const done = fetchFont( font, fresh, map );
		pending.set(
			key,
			Promise.all( [ pending.get( key ), done ] ).then( () => {} )
		);
		return done;
	}

	async function fetchFont(
		font: Font,
		fresh: Weight[],
		map: Map< string, number >
	) {
		const url = fontStylesheetUrl( font, fresh, service );
		const record = await resources.load( url, 'style', {
			fontfamily: font.family,
		} );
		if ( record.status === RESOURCE_STATUS.failed ) {
			// Spec section 8: on a stylesheet error the font test is not retried.
			fresh.forEach( ( weight ) =>
				map.set( String( weight ), WEIGHT_IDLE )
			);
			// eslint-disable-next-line no-console
			console.error( `Failed to load font: ${ url }` );
			return;
		}
		fresh.forEach( ( weight ) =>
			map.set( String( weight ), WEIGHT_LOADED )
		);
		const style = font.italic ? 'italic ' : '';
		await test(
			fresh
				.map( bounds )
				.filter( ( b ): b is [ number, number ] => b !== null )
				.map(
					( [ low ] ) =>
						`${ style }${ low } 16px "${ font.family.trim() }"`
				),
			url
		);
	}

	return {
		async load( fonts ) {
			// Never 0 or 2, so a stamp always reads as "in this batch".
			const stamp = Math.max( 3, Date.now() );
			await Promise.all(
				fonts
					.filter( ( font ) => ! isSystemFont( font.family ) )
					.map( ( font ) => loadFont( font, stamp ) )
			);
		},
		weightState,
		destroy() {
			timers.forEach( clearTimeout );
			timers.clear();
			states.clear();
			pending.clear();
		},
	};
}

let shared: FontLoader | null = null;

/**
 * The page's one font loader: a weight is fetched once whichever module asks.
 *
 * @param resources The page's resource loader.
 */
export function sharedFontLoader( resources: ResourceLoader ): FontLoader {
	shared ??= createFontLoader( { resources } );
	return shared;
}
