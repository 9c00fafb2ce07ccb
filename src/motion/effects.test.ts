import {
	activeFilters,
	clipCss,
	filterCss,
	maskDirection,
	maskStart,
	withEffectsIn,
	withEffectsOut,
} from './effects';

describe( 'filters', () => {
	it( 'count only when they differ from the spec defaults', () => {
		expect(
			activeFilters( {
				blur: 0,
				brightness: 100,
				grayscale: '0%',
				sepia: 0,
				invert: '0',
			} )
		).toEqual( {} );
		expect( filterCss( { blur: '0px', brightness: '100%' } ) ).toBe(
			undefined
		);
		expect(
			activeFilters( { blur: '4px', brightness: 120, invert: 0 } )
		).toEqual( { blur: 4, brightness: 120 } );
	} );

	it( 'are written in one order with their units', () => {
		expect(
			filterCss( { sepia: 50, blur: 3, grayscale: '20%', invert: 10 } )
		).toBe( 'blur(3px) grayscale(20%) sepia(50%) invert(10%)' );
		// Idle ones named so two states of one scene interpolate.
		expect( filterCss( {}, [ 'blur', 'brightness' ] ) ).toBe(
			'blur(0px) brightness(100%)'
		);
	} );
} );

describe( 'clip and mask', () => {
	it( 'reads a number as the visible share, opening from the centre', () => {
		expect( clipCss( 0 ) ).toBe( 'inset(50% 50% 50% 50%)' );
		expect( clipCss( 100 ) ).toBe( 'inset(0% 0% 0% 0%)' );
		expect( clipCss( 150 ) ).toBe( 'inset(0% 0% 0% 0%)' );
		expect( clipCss( 'circle(40% at 50% 50%)' ) ).toBe(
			'circle(40% at 50% 50%)'
		);
		// Anything but a CSS shape is dropped.
		expect( clipCss( 'url(#x)' ) ).toBeUndefined();
		expect( clipCss( 'inset(0); color: red' ) ).toBeUndefined();
	} );

	it( 'reveals a mask from the side its first frame points to', () => {
		const scene = ( x: number, y: number ) => ( { frames: [ { x, y } ] } );
		expect( maskDirection( undefined ) ).toBe( 'left' );
		expect( maskDirection( scene( -100, 0 ) ) ).toBe( 'left' );
		expect( maskDirection( scene( 100, 0 ) ) ).toBe( 'right' );
		expect( maskDirection( scene( 0, -100 ) ) ).toBe( 'top' );
		expect( maskDirection( scene( 0, 100 ) ) ).toBe( 'bottom' );
		expect( maskStart( 'left' ) ).toBe( 'inset(0% 100% 0% 0%)' );
		expect( maskStart( 'bottom' ) ).toBe( 'inset(100% 0% 0% 0%)' );
	} );

	it( 'folds the mask and filter into the first in frame and the last out frame', () => {
		const effects = {
			mask: { frames: [ { y: -50 } ] },
			filter: { blur: 8 },
		};
		const frames = [ { o: 0 }, { o: 1 } ];
		expect( withEffectsIn( frames, effects ) ).toEqual( [
			{ o: 0, clip: 'inset(0% 0% 100% 0%)', filter: { blur: 8 } },
			{ o: 1 },
		] );
		expect( withEffectsOut( frames, effects ) ).toEqual( [
			{ o: 0 },
			{ o: 1, clip: 'inset(0% 0% 100% 0%)', filter: { blur: 8 } },
		] );
		// A frame's own clip and filter win; idle filters add nothing.
		expect(
			withEffectsIn( [ { clip: 20, filter: { sepia: 5 } } ], effects )
		).toEqual( [ { clip: 20, filter: { sepia: 5 } } ] );
		expect( withEffectsIn( frames, { filter: { blur: 0 } } ) ).toEqual(
			frames
		);
		expect( withEffectsIn( [], effects ) ).toEqual( [] );
		// With nothing to fold, the frames themselves (shared between layers), not copies.
		expect( withEffectsIn( frames, { filter: { blur: 0 } } ) ).toBe(
			frames
		);
		expect( withEffectsOut( frames ) ).toBe( frames );
		expect( withEffectsOut( frames, effects )[ 1 ] ).not.toBe(
			frames[ 1 ]
		);
	} );
} );
