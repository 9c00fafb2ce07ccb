import * as z from 'zod/mini';
import { responsive, same, spreadLevels } from './responsive';

const isNumber = ( value: unknown ): value is number =>
	typeof value === 'number';
const defaults = [ 5, 4, 3, 2, 1 ];

describe( 'spreadLevels', () => {
	it( 'applies one value to every level', () => {
		expect( spreadLevels( 7, defaults, isNumber ) ).toEqual( [
			7, 7, 7, 7, 7,
		] );
	} );

	it( 'lets a level without a valid value inherit the larger one', () => {
		expect(
			spreadLevels( [ 9, undefined, 'x', 6 ], defaults, isNumber )
		).toEqual( [ 9, 9, 9, 6, 6 ] );
	} );

	it( 'falls back to the defaults when nothing is usable', () => {
		expect( spreadLevels( 'wide', defaults, isNumber ) ).toEqual(
			defaults
		);
		expect( spreadLevels( undefined, defaults, isNumber ) ).toEqual(
			defaults
		);
	} );

	it( 'ignores entries past the fifth', () => {
		expect(
			spreadLevels( [ 1, 2, 3, 4, 5, 6 ], defaults, isNumber )
		).toEqual( [ 1, 2, 3, 4, 5 ] );
	} );
} );

describe( 'responsive', () => {
	const schema = responsive( z.number(), defaults );

	it( 'always parses to five entries', () => {
		expect( schema.parse( undefined ) ).toEqual( defaults );
		expect( schema.parse( [ 1 ] ) ).toEqual( [ 1, 1, 1, 1, 1 ] );
	} );

	it( 'gives a fresh default each time', () => {
		const first = schema.parse( undefined );
		first[ 0 ] = 99;
		expect( schema.parse( undefined )[ 0 ] ).toBe( 5 );
		expect( same( 'a' ) ).toEqual( [ 'a', 'a', 'a', 'a', 'a' ] );
	} );
} );
