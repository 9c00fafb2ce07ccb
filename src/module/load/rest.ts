import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { httpError, REQUEST_HEADERS, textOf } from './http';
import { parseReply } from './repair';

/** apiFetch, or a replacement in tests. */
export type ApiRequest = ( options: APIFetchOptions ) => Promise< unknown >;

export type Query = Record< string, string | number | boolean | undefined >;

export interface RestOptions {
	/** REST namespace; the page config's, else stagecraft/v1. */
	namespace?: string;
	request?: ApiRequest;
}

type ResponseLike = Pick< Response, 'status' | 'statusText' | 'text' >;

const isResponse = ( value: unknown ): value is ResponseLike =>
	typeof value === 'object' &&
	value !== null &&
	'status' in value &&
	'text' in value;

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
 * GETs a route of the namespace through apiFetch (root URL and nonce come
 * from WordPress) and resolves with the parsed or repaired reply. Only HTTP
 * 200 succeeds; anything else rejects with its status text.
 *
 * @param route   Route under the namespace, e.g. 'sliders/12'.
 * @param query   Query arguments.
 * @param options Namespace and request function.
 */
export async function restGet(
	route: string,
	query: Query,
	options: RestOptions = {}
): Promise< unknown > {
	const request: ApiRequest = options.request ?? apiFetch;
	const namespace = options.namespace ?? 'stagecraft/v1';
	let response: unknown;
	try {
		response = await request( {
			path: `/${ namespace }/${ route }?${ queryString( query ) }`,
			headers: REQUEST_HEADERS,
			// The raw reply: status checked and text repaired here.
			parse: false,
		} );
	} catch ( error ) {
		// apiFetch throws the Response itself for a non-2xx status.
		throw isResponse( error )
			? httpError( error.status, error.statusText )
			: error;
	}
	if ( ! isResponse( response ) ) {
		throw httpError( 0, 'No response' );
	}
	return parseReply( await textOf( response ) );
}
