import { sha256 } from './sha256';

/** A challenge as GET stagecraft/v1/pow-challenge hands it out (ALTCHA's format). */
export interface Challenge {
	algorithm: string;
	challenge: string;
	maxnumber: number;
	salt: string;
	signature: string;
}

// Work between two pauses: well under the 50 ms that make a long task, so input stays prompt.
const SLICE_MS = 10;

/**
 * Finds the number from 0 to maxnumber whose SHA-256 after the salt is the challenge, on the
 * main thread in short slices (a worker from a blob would need a CSP allowing blob: workers).
 *
 * @param challenge The challenge.
 * @param signal    Stops the search at the next pause.
 * @return The number; null when there is none or the search was aborted.
 */
export async function solveChallenge(
	challenge: Challenge,
	signal?: AbortSignal
): Promise< number | null > {
	const target = ( challenge.challenge.match( /.{8}/g ) ?? [] ).map(
		( hex ) => parseInt( hex, 16 )
	);
	const salt = Array.from( new TextEncoder().encode( challenge.salt ) );
	let began = performance.now();
	for ( let number = 0; number <= challenge.maxnumber; number++ ) {
		if ( number % 256 === 0 && performance.now() - began > SLICE_MS ) {
			await new Promise( ( resume ) => setTimeout( resume ) );
			if ( signal?.aborted ) {
				break;
			}
			began = performance.now();
		}
		// The number's decimal digits are ASCII, one byte each.
		const digits = Array.from( String( number ), ( c ) =>
			c.charCodeAt( 0 )
		);
		const hash = sha256( salt.concat( digits ) );
		if ( hash.every( ( word, i ) => word === target[ i ] ) ) {
			return number;
		}
	}
	return null;
}
