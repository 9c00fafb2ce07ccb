import { sidesOf, withSide } from './box';

describe( 'box values', () => {
	it( 'reads every stored shape as four sides in px', () => {
		expect( sidesOf( undefined ) ).toEqual( {
			t: null,
			r: null,
			b: null,
			l: null,
		} );
		expect( sidesOf( 8 ) ).toEqual( { t: 8, r: 8, b: 8, l: 8 } );
		expect( sidesOf( '6px' ) ).toEqual( { t: 6, r: 6, b: 6, l: 6 } );
		expect( sidesOf( [ 1, 2 ] ) ).toEqual( { t: 1, r: 2, b: 1, l: 2 } );
		expect( sidesOf( [ 1, 2, 3 ] ) ).toEqual( { t: 1, r: 2, b: 3, l: 2 } );
		expect( sidesOf( [ 1, 2, 3, 4 ] ) ).toEqual( {
			t: 1,
			r: 2,
			b: 3,
			l: 4,
		} );
		expect( sidesOf( { t: 5, l: '2em' } ) ).toEqual( {
			t: 5,
			r: 0,
			b: 0,
			l: null,
		} );
	} );

	it( 'writes the shortest shape: one number when the sides agree, nothing when all are 0', () => {
		expect( withSide( undefined, 'all', 10 ) ).toBe( 10 );
		expect( withSide( 10, 't', 4 ) ).toEqual( {
			t: 4,
			r: 10,
			b: 10,
			l: 10,
		} );
		expect( withSide( { t: 4, r: 10, b: 10, l: 10 }, 't', 10 ) ).toBe( 10 );
		expect( withSide( [ 0, 3 ], 'r', 0 ) ).toEqual( {
			t: 0,
			r: 0,
			b: 0,
			l: 3,
		} );
		expect( withSide( 6, 'all', 0 ) ).toBeUndefined();
	} );
} );
