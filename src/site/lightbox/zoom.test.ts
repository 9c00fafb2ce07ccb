import {
	FITTED,
	MAX_SCALE,
	clampPan,
	pinch,
	swipeStep,
	toggleZoom,
	zoomAbout,
} from './zoom';

const size = { width: 400, height: 200 };

describe( 'zoom and pinch', () => {
	it( 'keeps the image covering the stage while zoomed, and still when fitted', () => {
		expect( clampPan( { scale: 2, x: 500, y: -500 }, size ) ).toEqual( {
			scale: 2,
			x: 200,
			y: -100,
		} );
		expect( clampPan( { scale: 1, x: 30, y: 30 }, size ) ).toEqual(
			FITTED
		);
		expect( clampPan( { scale: 9, x: 0, y: 0 }, size ).scale ).toBe(
			MAX_SCALE
		);
	} );

	it( 'zooms about a point, which stays where it is', () => {
		const zoomed = zoomAbout( FITTED, 2, { x: 50, y: 20 }, size );
		expect( zoomed ).toEqual( { scale: 2, x: -50, y: -20 } );
		// The point (50, 20) of the fitted image is at 2 × 50 - 50 = 50 again.
		expect( 2 * 50 + zoomed.x ).toBe( 50 );
	} );

	it( 'toggles between fitted and twice the size', () => {
		const zoomed = toggleZoom( FITTED, { x: 0, y: 0 }, size );
		expect( zoomed.scale ).toBe( 2 );
		expect( toggleZoom( zoomed, { x: 0, y: 0 }, size ) ).toEqual( FITTED );
	} );

	it( 'follows two fingers: apart scales, together moves', () => {
		expect(
			pinch( FITTED, 40, 120, { x: 0, y: 0 }, { x: 0, y: 0 }, size )
		).toEqual( { scale: 3, x: 0, y: 0 } );
		expect(
			pinch( FITTED, 40, 80, { x: 0, y: 0 }, { x: 30, y: 10 }, size )
		).toEqual( { scale: 2, x: 30, y: 10 } );
		// Pinched in below fitted: back to fitted.
		expect(
			pinch( FITTED, 100, 50, { x: 0, y: 0 }, { x: 0, y: 0 }, size )
		).toEqual( FITTED );
	} );

	it( 'reads a swipe sideways beyond 50 px as a step', () => {
		expect( swipeStep( -80, 10 ) ).toBe( 1 );
		expect( swipeStep( 80, -10 ) ).toBe( -1 );
		expect( swipeStep( 40, 0 ) ).toBe( 0 );
		expect( swipeStep( 60, 90 ) ).toBe( 0 );
	} );
} );
