// A seeded random source and the malformed values the fuzz suite sends: the same seed sends
// the same requests, so a failure can be replayed.

/* eslint-disable no-bitwise -- mulberry32 is bit arithmetic. */
/**
 * mulberry32: small, fast and good enough to pick test inputs.
 *
 * @param {number} seed
 */
export function randomFor( seed ) {
	let a = seed >>> 0;
	const next = () => {
		a = ( a + 0x6d2b79f5 ) >>> 0;
		let t = a;
		t = Math.imul( t ^ ( t >>> 15 ), t | 1 );
		t ^= t + Math.imul( t ^ ( t >>> 7 ), t | 61 );
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
	const random = {
		next,
		int: ( max ) => Math.floor( next() * max ),
		pick: ( list ) => list[ Math.floor( next() * list.length ) ],
		chance: ( p ) => next() < p,
	};
	random.scalar = () => random.pick( SCALARS )( random );
	random.value = ( depth = 0 ) => {
		if ( depth < 3 && random.chance( 0.25 ) ) {
			return random.chance( 0.5 )
				? Array.from( { length: random.int( 4 ) }, () =>
						random.value( depth + 1 )
					)
				: Object.fromEntries(
						Array.from( { length: random.int( 4 ) }, () => [
							random.pick( KEYS ),
							random.value( depth + 1 ),
						] )
					);
		}
		return random.pick( [
			random.scalar,
			() => random.int( 10 ),
			() => null,
			() => true,
			() => -1.5,
			() => 9223372036854775807,
		] )();
	};
	return random;
}
/* eslint-enable no-bitwise */

export const KEYS = [
	'id',
	'alias',
	'a',
	'link',
	'type',
	'slides',
	'layers',
	'settings',
	'x',
	'0',
	'',
	' ',
	'__proto__',
	'constructor',
	'ü',
	'a[b]',
];

const SCALARS = [
	() => '',
	() => ' ',
	() => '0',
	() => '-1',
	() => '1.5',
	() => '1e309',
	() => '9223372036854775807',
	() => '-9223372036854775809',
	() => 'NaN',
	() => 'true',
	() => 'null',
	() => '[]',
	() => '{}',
	() => '{"a":',
	() => '\u0000',
	() => 'a\u0000b',
	() => '%00',
	() => '%',
	() => '%zz',
	() => '../../../../etc/passwd',
	() => '<script>alert(1)</script>',
	() => 'javascript:alert(1)',
	() => '"\'`\\',
	() => '𝔘ñíçødé 🎉',
	() => '\ud800',
	() => 'x'.repeat( 5000 ),
	( r ) => 'a'.repeat( r.int( 300 ) ),
	( r ) => String( r.int( 100 ) ),
	( r ) => `wpcf7-f${ r.int( 1000 ) }-o${ r.int( 5 ) }`,
	( r ) =>
		String.fromCharCode(
			...Array.from( { length: 12 }, () => r.int( 0x2fff ) )
		),
];

/**
 * A query string or form body of junk fields, with array and nested names.
 *
 * @param {ReturnType<typeof randomFor>} random
 * @param {string[]}                     names  Field names the target knows.
 */
export function junkFields( random, names ) {
	const fields = [];
	const n = 1 + random.int( 5 );
	for ( let i = 0; i < n; i++ ) {
		const name = random.chance( 0.8 )
			? random.pick( names )
			: random.pick( KEYS );
		const shape = random.pick( [
			'',
			'',
			'',
			'[]',
			'[a]',
			'[a][b]',
			'[]' + '[]'.repeat( 5 ),
		] );
		fields.push( [ name + shape, random.scalar() ] );
	}
	return fields;
}

// Percent-encodes, sending a literal "%00" as a NUL byte and a lone surrogate as its raw bytes.
export function encode( value ) {
	try {
		return encodeURIComponent( value ).replace( /%2500/g, '%00' );
	} catch {
		return '%ED%A0%80';
	}
}

export function queryOf( fields ) {
	return fields
		.map( ( [ k, v ] ) => `${ encode( k ) }=${ encode( v ) }` )
		.join( '&' );
}
