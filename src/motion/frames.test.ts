import { finalVars, frameVars, restingVars } from './frames';

describe( 'frame conversion', () => {
	it( 'maps short keys to GSAP properties', () => {
		expect(
			frameVars( { x: 1, y: 2, o: 0.5, sX: 2, sY: 3, rZ: 45 } )
		).toEqual( {
			x: 1,
			y: 2,
			opacity: 0.5,
			scaleX: 2,
			scaleY: 3,
			rotation: 45,
		} );
	} );

	it( 'ends at idle values unless the last frame says otherwise', () => {
		expect( finalVars( [ { o: 0, y: 40, rZ: 10 }, { rZ: 5 } ] ) ).toEqual( {
			opacity: 1,
			y: 0,
			rotation: 5,
		} );
		expect( finalVars( [ { o: 0, sX: 0 } ] ) ).toEqual( {
			opacity: 1,
			scaleX: 1,
		} );
	} );

	it( 'rests without idle transforms', () => {
		expect( restingVars( [ { o: 0, y: 40, x: 5 }, { x: 10 } ] ) ).toEqual( {
			opacity: 1,
			x: 10,
		} );
	} );
} );
