import {
	closestSlide,
	dragOutcome,
	easeOf,
	offsetsAt,
	positionFor,
	positionOf,
	slideAt,
	slotSize,
	trackOf,
	unitsAt,
	windowOf,
	wrapOffset,
} from './math';

describe( 'carousel wrap arithmetic', () => {
	it( 'wraps a distance into [-length / 2, length / 2)', () => {
		expect( wrapOffset( 0, 500 ) ).toBe( 0 );
		expect( wrapOffset( 240, 500 ) ).toBe( 240 );
		expect( wrapOffset( 250, 500 ) ).toBe( -250 );
		expect( wrapOffset( 260, 500 ) ).toBe( -240 );
		expect( wrapOffset( -260, 500 ) ).toBe( 240 );
		expect( wrapOffset( 1260, 500 ) ).toBe( 260 - 500 );
		expect( wrapOffset( -1240, 500 ) ).toBe( -240 );
		// A bounded track does not wrap.
		expect( wrapOffset( 900, 0 ) ).toBe( 900 );
	} );

	it( 'places every slide once, nearest the focus, on an endless track', () => {
		const { centres, length } = trackOf( [ 100, 100, 100, 100, 100 ], 20 );
		expect( centres ).toEqual( [ 0, 120, 240, 360, 480 ] );
		expect( length ).toBe( 600 );
		// Focus on the first slide: the last sits one step before it, not four after.
		expect( offsetsAt( centres, 0, length ) ).toEqual( [
			0, 120, 240, -240, -120,
		] );
		// Past the last slide going forward, the first comes round again ahead.
		expect( offsetsAt( centres, 540, length ).map( Math.round ) ).toEqual( [
			60, 180, -300, -180, -60,
		] );
		expect( offsetsAt( centres, 0, 0 ) ).toEqual( [
			0, 120, 240, 360, 480,
		] );
	} );

	it( 'reads a position in slides, across the seam of an endless track', () => {
		const { centres, length } = trackOf( [ 100, 100, 100, 100 ], 0 );
		expect( slideAt( centres, 150, length ) ).toBeCloseTo( 1.5 );
		expect( slideAt( centres, 350, length ) ).toBeCloseTo( 3.5 );
		expect( slideAt( centres, -50, length ) ).toBeCloseTo( 3.5 );
		expect( slideAt( centres, 450, length ) ).toBeCloseTo( 0.5 );
		// Own widths: halfway between centres is half a slide.
		const own = trackOf( [ 200, 100 ], 0 );
		expect( own.centres ).toEqual( [ 0, 150 ] );
		expect( slideAt( own.centres, 75, 0 ) ).toBeCloseTo( 0.5 );
		expect( unitsAt( 4, 3.5, true ) ).toEqual( [ 0.5, 1.5, -1.5, -0.5 ] );
		expect( unitsAt( 3, 1, false ) ).toEqual( [ -1, 0, 1 ] );
	} );

	it( 'moves to a slide the way the change runs, or the shorter way', () => {
		const { centres, length } = trackOf( [ 100, 100, 100, 100, 100 ], 0 );
		// From the last slide to the first: one step forward, not four back.
		expect( positionFor( centres, 400, 0, length, 1 ) ).toBe( 500 );
		expect( positionFor( centres, 400, 0, length, 0 ) ).toBe( 500 );
		// From the first to the last going backward: one step back.
		expect( positionFor( centres, 0, 4, length, -1 ) ).toBe( -100 );
		// Repeated turns keep going the same way without a jump back.
		expect( positionFor( centres, 500, 1, length, 1 ) ).toBe( 600 );
		// A bounded track goes to the slide's own centre.
		expect( positionFor( centres, 400, 0, 0, 1 ) ).toBe( 0 );
		expect( closestSlide( centres, 460, length ) ).toBe( 0 );
		expect( closestSlide( centres, 440, length ) ).toBe( 4 );
		expect( closestSlide( centres, 460, 0 ) ).toBe( 4 );
	} );

	it( 'lays maxV slots with the space between them, and a window by align', () => {
		expect( slotSize( 1240, 3, 20 ) ).toBeCloseTo( 400 );
		expect( windowOf( 5, 'center' ) ).toEqual( { lo: -2, hi: 2 } );
		expect( windowOf( 3, 'left' ) ).toEqual( { lo: 0, hi: 2 } );
		expect( windowOf( 3, 'right' ) ).toEqual( { lo: -2, hi: 0 } );
	} );

	it( 'settles a drag by the thresholds of spec section 9', () => {
		const step = 400;
		// Under a tenth of a slide: back to the focused one.
		expect(
			dragOutcome(
				{ distance: 39, duration: 500, velocity: 0 },
				step,
				300
			)
		).toEqual( { by: 0 } );
		// A flick under 130 ms past a tenth: one slide its way.
		expect(
			dragOutcome(
				{ distance: -60, duration: 100, velocity: -1 },
				step,
				300
			)
		).toEqual( { by: -1 } );
		// A longer drag: momentum projects it on.
		expect(
			dragOutcome(
				{ distance: 300, duration: 600, velocity: 0.5 },
				step,
				300
			)
		).toEqual( { projected: 150 } );
	} );

	it( 'eases like GSAP power3.inOut', () => {
		const ease = easeOf( 'power3.inOut' );
		expect( ease( 0 ) ).toBe( 0 );
		expect( ease( 0.5 ) ).toBeCloseTo( 0.5 );
		expect( ease( 1 ) ).toBe( 1 );
		expect( ease( 0.25 ) ).toBeCloseTo( 0.03125 );
		expect( easeOf( 'none' )( 0.3 ) ).toBeCloseTo( 0.3 );
		expect( easeOf( 'unknown' )( 0.25 ) ).toBeCloseTo( 0.03125 );
	} );
} );

describe( 'a position carried across a new measure (a resize or a new device level)', () => {
	it( 'is the inverse of slideAt, on a bounded and an endless track', () => {
		// Slides 100, 60 and 100 wide with 20 between: centres 0, 100, 200; round 320.
		const { centres, length } = trackOf( [ 100, 60, 100 ], 20 );
		for ( const position of [ -30, 0, 40, 100, 150, 200, 260 ] ) {
			expect(
				positionOf( centres, slideAt( centres, position, 0 ), 0 )
			).toBeCloseTo( position, 6 );
		}
		for ( const position of [ 0, 40, 150, 250, 300 ] ) {
			expect(
				positionOf(
					centres,
					slideAt( centres, position, length ),
					length
				)
			).toBeCloseTo( position, 6 );
		}
		expect( positionOf( [ 5 ], 3, 0 ) ).toBe( 5 );
	} );

	it( 'keeps the focus on the same slide when the slots change size', () => {
		// Halfway from the second slide to the third, with five in view and then one.
		const five = trackOf( [ 200, 200, 200, 200 ], 24 );
		const one = trackOf( [ 390, 390, 390, 390 ], 0 );
		const at = slideAt( five.centres, 336, five.length );
		expect( at ).toBeCloseTo( 1.5, 6 );
		expect( positionOf( one.centres, at, one.length ) ).toBeCloseTo(
			585,
			6
		);
	} );
} );
