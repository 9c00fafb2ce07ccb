/**
 * SHA-256 (FIPS 180-4) in plain JavaScript, for the proof-of-work check: crypto.subtle exists
 * only in secure contexts, so a site served over plain http would have no hash at all, and its
 * promise per call would be slow for the many short hashes the check needs.
 */
/* eslint-disable no-bitwise -- a hash is made of bit operations. */

const K: number[] = [];
const H: number[] = [];

// The constants are the first 32 bits of the fractional parts of the first primes' square
// (H) and cube (K) roots: computed rather than listed, which is smaller; the tests check them.
const fraction = ( root: number ): number =>
	( ( root - Math.floor( root ) ) * 2 ** 32 ) | 0;
for ( let n = 2; K.length < 64; n++ ) {
	let prime = true;
	for ( let d = 2; d * d <= n; d++ ) {
		prime &&= n % d !== 0;
	}
	if ( prime ) {
		H.push( fraction( Math.sqrt( n ) ) );
		K.push( fraction( Math.cbrt( n ) ) );
	}
}
H.length = 8;

const rotate = ( x: number, n: number ): number =>
	( x >>> n ) | ( x << ( 32 - n ) );

/**
 * The hash of some bytes, as eight unsigned 32-bit words.
 *
 * @param bytes The message (fewer than 2^29 bytes).
 */
export function sha256( bytes: ArrayLike< number > ): number[] {
	const length = bytes.length;
	// The message, a 1 bit, zeros, and its length in bits in the last word of the last block.
	const words = new Int32Array( ( ( ( length + 8 ) >> 6 ) + 1 ) * 16 );
	for ( let i = 0; i < length; i++ ) {
		words[ i >> 2 ] |= bytes[ i ] << ( 24 - ( i % 4 ) * 8 );
	}
	words[ length >> 2 ] |= 0x80 << ( 24 - ( length % 4 ) * 8 );
	words[ words.length - 1 ] = length * 8;
	const hash = H.slice();
	// Int32Array wraps every sum to 32 bits as it is stored.
	const w = new Int32Array( 64 );
	for ( let block = 0; block < words.length; block += 16 ) {
		let [ a, b, c, d, e, f, g, h ] = hash;
		for ( let i = 0; i < 64; i++ ) {
			if ( i < 16 ) {
				w[ i ] = words[ block + i ];
			} else {
				const x = w[ i - 15 ];
				const y = w[ i - 2 ];
				w[ i ] =
					w[ i - 16 ] +
					( rotate( x, 7 ) ^ rotate( x, 18 ) ^ ( x >>> 3 ) ) +
					w[ i - 7 ] +
					( rotate( y, 17 ) ^ rotate( y, 19 ) ^ ( y >>> 10 ) );
			}
			const t1 =
				( h +
					( rotate( e, 6 ) ^ rotate( e, 11 ) ^ rotate( e, 25 ) ) +
					( ( e & f ) ^ ( ~e & g ) ) +
					K[ i ] +
					w[ i ] ) |
				0;
			const t2 =
				( ( rotate( a, 2 ) ^ rotate( a, 13 ) ^ rotate( a, 22 ) ) +
					( ( a & b ) ^ ( a & c ) ^ ( b & c ) ) ) |
				0;
			h = g;
			g = f;
			f = e;
			e = ( d + t1 ) | 0;
			d = c;
			c = b;
			b = a;
			a = ( t1 + t2 ) | 0;
		}
		[ a, b, c, d, e, f, g, h ].forEach(
			( v, i ) => ( hash[ i ] = ( hash[ i ] + v ) | 0 )
		);
	}
	return hash.map( ( word ) => word >>> 0 );
}

/**
 * The hash's words as lowercase hex, as PHP's hash() writes it.
 *
 * @param hash Eight 32-bit words.
 */
export const toHex = ( hash: number[] ): string =>
	hash.map( ( word ) => word.toString( 16 ).padStart( 8, '0' ) ).join( '' );
