import type { Fetch } from './http';

/**
 * A fetch reply for tests.
 *
 * @param status     HTTP status.
 * @param body       Body text, or a value sent as JSON.
 * @param statusText Status text.
 */
export function reply( status: number, body: unknown, statusText = 'OK' ) {
	const text = typeof body === 'string' ? body : JSON.stringify( body );
	return { status, statusText, text: () => Promise.resolve( text ) };
}

/**
 * A fetch that answers with the given replies in turn; an Error is thrown
 * as a network failure.
 *
 * @param replies What each call gets.
 */
export function fakeFetch(
	...replies: Array< ReturnType< typeof reply > | Error >
) {
	const calls: Array< { url: string; init?: RequestInit } > = [];
	const fetch: Fetch = ( url, init ) => {
		calls.push( { url, init } );
		const next = replies.length > 1 ? replies.shift() : replies[ 0 ];
		return next instanceof Error || next === undefined
			? Promise.reject( next ?? new TypeError( 'Failed to fetch' ) )
			: Promise.resolve( next );
	};
	return { fetch, calls };
}

/** The page configuration PHP prints, for tests. */
export const testConfig = {
	ajaxUrl: 'https://example.test/wp-admin/admin-ajax.php',
	ajaxAction: 'stagecraft_front',
	genericAction: 'stagecraft_ajax',
	restNamespace: 'stagecraft/v1',
};
