import { inStaticRange } from './range';

describe( 'global layer range (sStart, sEnd)', () => {
	it( 'shows on every slide when unset', () => {
		expect( [ 0, 1, 2 ].map( ( i ) => inStaticRange( {}, i, 3 ) ) ).toEqual(
			[ true, true, true ]
		);
	} );

	it( 'shows from slide sStart to slide sEnd, counted from 1, both included', () => {
		const layer = { sStart: 2, sEnd: '3' };
		expect(
			[ 0, 1, 2, 3 ].map( ( i ) => inStaticRange( layer, i, 4 ) )
		).toEqual( [ false, true, true, false ] );
	} );

	it( 'reads a value that is not a slide number as the first or last slide', () => {
		expect( inStaticRange( { sStart: 'x', sEnd: 0 }, 0, 2 ) ).toBe( true );
		expect( inStaticRange( { sStart: true, sEnd: -1 }, 1, 2 ) ).toBe(
			true
		);
	} );
} );
