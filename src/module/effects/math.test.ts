import { pointerOffset, scrollEffect, scrollProgress } from './math';

describe( 'effects math', () => {
	it( 'moves layers by depth over the pointer divisors', () => {
		expect( pointerOffset( 100, 100, 20 ) ).toEqual( { x: 20, y: 10 } );
		expect( pointerOffset( -50, 0, 10 ) ).toEqual( { x: -5, y: 0 } );
	} );

	it( 'scroll parallax and fade', () => {
		expect( scrollEffect( 310, 800, 10, 0 ) ).toEqual( {
			y: 20,
			opacity: 1,
		} );
		// fade 40: gone at 400 px from the centre in an 800 px window.
		expect( scrollEffect( 200, 800, 0, 40 ).opacity ).toBeCloseTo( 0.5 );
		expect( scrollEffect( -500, 800, 0, 40 ).opacity ).toBe( 0 );
	} );

	it( 'scroll progress through the window with the margin', () => {
		// Window 800, margin -200: starts when the top is at 600, ends when the bottom is at 200.
		expect( scrollProgress( 700, 1100, 800, -200 ) ).toBe( 0 );
		expect( scrollProgress( 600, 1000, 800, -200 ) ).toBe( 0 );
		expect( scrollProgress( 200, 600, 800, -200 ) ).toBe( 0.5 );
		expect( scrollProgress( -200, 200, 800, -200 ) ).toBe( 1 );
		expect( scrollProgress( -900, -500, 800, -200 ) ).toBe( 1 );
	} );
} );
