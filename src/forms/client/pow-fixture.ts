/**
 * Test support: challenges made as ProofOfWork::challenge() makes them, with a known number.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TextEncoder } from 'node:util';
import type { Challenge } from './pow-solver';

// jsdom has no TextEncoder; every browser has.
Object.assign( globalThis, { TextEncoder } );

export const nodeSha256 = ( text: string ): string =>
	createHash( 'sha256' ).update( text ).digest( 'hex' );

/**
 * A challenge whose answer is `number`.
 *
 * @param number    The secret number.
 * @param maxnumber The largest number to try.
 * @param lifetime  Seconds until it expires.
 */
export function challengeFor(
	number: number,
	maxnumber = 1000,
	lifetime = 3600
): Challenge {
	const salt = `${ randomBytes( 12 ).toString( 'hex' ) }?expires=${
		Math.floor( Date.now() / 1000 ) + lifetime
	}`;
	return {
		algorithm: 'SHA-256',
		challenge: nodeSha256( salt + number ),
		maxnumber,
		salt,
		signature: 'f'.repeat( 64 ),
	};
}
