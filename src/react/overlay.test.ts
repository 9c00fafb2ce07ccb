import { OVERLAY_PATTERNS, overlayStyle } from './overlay';

describe( 'overlay patterns', () => {
	it( 'has the patterns 1 to 16', () => {
		expect( OVERLAY_PATTERNS ).toEqual(
			Array.from( { length: 16 }, ( _v, i ) => i + 1 )
		);
	} );

	it( 'draws each pattern in its colour at its size and opacity', () => {
		for ( const pattern of OVERLAY_PATTERNS ) {
			const style = overlayStyle( {
				pattern,
				c: 'rgb(1, 2, 3)',
				size: 10,
				o: 0.5,
			} );
			expect( style?.backgroundImage ).toContain( 'rgb(1, 2, 3)' );
			expect( style?.opacity ).toBe( 0.5 );
		}
		expect( overlayStyle( { pattern: 4, size: 12 } )?.backgroundSize ).toBe(
			'12px 12px'
		);
	} );

	it( 'draws nothing without a pattern, and no value that is not a colour', () => {
		expect( overlayStyle( undefined ) ).toBeUndefined();
		expect( overlayStyle( { c: 'red' } ) ).toBeUndefined();
		expect(
			overlayStyle( { pattern: 1, c: 'red;background:url(x)' } )
				?.backgroundImage
		).not.toContain( 'url' );
	} );
} );
