import { dropUnset } from './unset';

describe( 'dropUnset', () => {
	it( 'drops unset keys and blanks unset entries, at any depth', () => {
		const raw = {
			a: 'unset',
			b: 1,
			c: { d: 'unset', e: [ 1, 'unset', { f: 'unset', g: 2 } ] },
		};
		expect( dropUnset( raw ) ).toEqual( {
			b: 1,
			c: { e: [ 1, undefined, { g: 2 } ] },
		} );
		expect( 'a' in ( dropUnset( raw ) as object ) ).toBe( false );
		// The input is left as it was.
		expect( raw.c.e[ 1 ] ).toBe( 'unset' );
	} );

	it( 'gives back the parts with nothing unset as they are, and copies the rest', () => {
		const kept = { x: [ 1, 2 ], y: { z: 'set' } };
		const raw = { kept, changed: { w: 'unset', v: kept.y } };
		const read = dropUnset( raw ) as typeof raw;
		expect( read ).not.toBe( raw );
		expect( read.kept ).toBe( kept );
		expect( read.changed ).toEqual( { v: { z: 'set' } } );
		expect( read.changed.v ).toBe( kept.y );
		expect( dropUnset( kept ) ).toBe( kept );
	} );

	it( 'keeps a "__proto__" key as data', () => {
		const raw = JSON.parse( '{"__proto__":{"polluted":1},"a":"unset"}' );
		const read = dropUnset( raw ) as Record< string, unknown >;
		expect( Object.getPrototypeOf( read ) ).toBe( Object.prototype );
		expect( Object.keys( read ) ).toEqual( [ '__proto__' ] );
	} );
} );
