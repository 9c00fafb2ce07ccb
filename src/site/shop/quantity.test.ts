import { boundsOf, QUANTITY_DEFAULTS, stepQuantity } from './quantity';

describe( 'quantity rules', () => {
	it( 'steps by 1 between 1 and 9999 unless the input says otherwise', () => {
		expect( QUANTITY_DEFAULTS ).toEqual( { step: 1, min: 1, max: 9999 } );
		expect( stepQuantity( '1', 1 ) ).toBe( 2 );
		expect( stepQuantity( '2', -1 ) ).toBe( 1 );
	} );

	it( 'ignores a change beyond a bound', () => {
		expect( stepQuantity( '1', -1 ) ).toBeNull();
		expect( stepQuantity( '9999', 1 ) ).toBeNull();
		expect(
			stepQuantity( '9.8', 1, { step: 0.3, min: 0.5, max: 10 } )
		).toBeNull();
	} );

	it( 'rounds to one decimal place and reads junk as the minimum', () => {
		expect( stepQuantity( '0.1', 1, { step: 0.2, min: 0, max: 10 } ) ).toBe(
			0.3
		);
		expect( stepQuantity( '1.25', 1, { step: 1, min: 1, max: 10 } ) ).toBe(
			2.3
		);
		expect( stepQuantity( 'abc', 1 ) ).toBe( 2 );
		expect( stepQuantity( '', 1 ) ).toBe( 2 );
	} );

	it( "reads WooCommerce's attributes, an empty max meaning 9999", () => {
		const input = document.createElement( 'input' );
		input.setAttribute( 'step', '0.5' );
		input.setAttribute( 'min', '0' );
		input.setAttribute( 'max', '' );
		expect( boundsOf( input ) ).toEqual( { step: 0.5, min: 0, max: 9999 } );
		input.setAttribute( 'step', '-2' );
		expect( boundsOf( input ).step ).toBe( 1 );
	} );
} );
