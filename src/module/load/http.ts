/** The fetch function the loaders use; tests pass their own. */
export type Fetch = (
	input: string,
	init?: RequestInit
) => Promise< Pick< Response, 'status' | 'statusText' | 'text' > >;

/** Headers of every module data call (spec section 7). */
export const REQUEST_HEADERS = {
	'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
	'X-Requested-With': 'XMLHttpRequest',
};

/** A failed call: status text as message, HTTP status (0: network failure). */
export type HttpFailure = Error & { status: number };

/**
 * Rejects unless the reply is HTTP 200 (spec section 5: only 200 succeeds),
 * with the status text as the message.
 *
 * @param response The reply.
 */
export async function textOf(
	response: Pick< Response, 'status' | 'statusText' | 'text' >
): Promise< string > {
	if ( response.status !== 200 ) {
		throw httpError( response.status, response.statusText );
	}
	return response.text();
}

/**
 * An Error carrying the HTTP status.
 *
 * @param status     HTTP status, 0 for a network failure.
 * @param statusText Status text, used as the message.
 */
export function httpError( status: number, statusText: string ): HttpFailure {
	return Object.assign( new Error( statusText || `HTTP ${ status }` ), {
		status,
	} );
}

/**
 * Waits, for retries.
 *
 * @param ms Milliseconds.
 */
export const sleep = ( ms: number ): Promise< void > =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * The HTTP status of a failure: 0 when the network failed (fetch rejects
 * with a TypeError then).
 *
 * @param error What the call rejected with.
 */
export function statusOf( error: unknown ): number {
	const status =
		typeof error === 'object' && error !== null && 'status' in error
			? Number( error.status )
			: 0;
	return Number.isFinite( status ) ? status : 0;
}
