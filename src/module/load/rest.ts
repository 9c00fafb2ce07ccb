import { REQUEST_HEADERS, textOf } from './http';
import type { Fetch } from './http';
import { parseReply } from './repair';

export type Query = Record< string, string | number | boolean | undefined >;

export interface RestOptions {
	/** REST namespace; the page config's, else stagecraft/v1. */
	namespace?: string;
	/** REST root URL; the page config's, else the page's API link, else /wp-json/. */
	root?: string;
	fetch?: Fetch;
	/** Ask the server even when the browser holds a fresh copy (a 304 when unchanged). */
	revalidate?: boolean;
}

/**
 * The REST root: the configured one, else the `<link rel="https://api.w.org/">` WordPress
 * prints in every page's head, else /wp-json/.
 *
 * @param configured The page config's restUrl.
 */
export function restRoot( configured?: string ): string {
	if ( configured ) {
		return configured;
	}
	const link = document.querySelector< HTMLLinkElement >(
		'link[rel="https://api.w.org/"]'
	);
	return link?.href || '/wp-json/';
}

/**
 * The query string of a call; undefined values are left out.
 *
 * @param query The arguments.
 */
export function queryString( query: Query ): string {
	const params = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( query ) ) {
		if ( value !== undefined ) {
			params.append( key, String( value ) );
		}
	}
	return params.toString();
}

/**
 * GETs a route of the namespace with fetch and resolves with the parsed or
 * repaired reply. Only HTTP 200 succeeds; anything else rejects with its
 * status text. Plain fetch, not apiFetch: the routes are public, so the
 * page needs neither WordPress's nonce and locale middleware nor its three
 * scripts, and the URL stays the one a CDN caches.
 *
 * @param route   Route under the namespace, e.g. 'sliders/12'.
 * @param query   Query arguments.
 * @param options Namespace, root and fetch function.
 */
export async function restGet(
	route: string,
	query: Query,
	options: RestOptions = {}
): Promise< unknown > {
	const doFetch: Fetch =
		options.fetch ?? ( ( input, init ) => window.fetch( input, init ) );
	const root = restRoot( options.root );
	const namespace = options.namespace ?? 'stagecraft/v1';
	const search = queryString( query );
	// With plain permalinks the root is …?rest_route=/ and the query joins with &.
	const joiner = root.includes( '?' ) ? '&' : '?';
	const url = `${ root }${ namespace }/${ route }${ search ? joiner + search : '' }`;
	const response = await doFetch( url, {
		headers: REQUEST_HEADERS,
		credentials: 'same-origin',
		...( options.revalidate ? { cache: 'no-cache' as const } : {} ),
	} );
	return parseReply( await textOf( response ) );
}
