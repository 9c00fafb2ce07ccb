import {
	endsUntransformed,
	finalVars,
	frameVars,
	restingVars,
	rotates3d,
} from './frames';
import type { Frame } from '../schema';

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

	it( 'maps every frame property of the spec', () => {
		expect(
			frameVars( {
				x: '10%',
				y: -20,
				z: 30,
				rX: 10,
				rY: 20,
				rZ: 30,
				sX: 1.5,
				sY: 0.5,
				skX: 5,
				skY: -5,
				o: 0.25,
				c: '#ff0000',
				bgc: 'rgba(0,0,0,0.5)',
				clip: 50,
				filter: { blur: 4, brightness: 100, grayscale: 30 },
				// Timing and pointer events belong to the timeline.
				d: 900,
				e: 'none',
				st: 100,
				rep: { r: 2, y: true, d: 50 },
				pE: 'none',
			} )
		).toEqual( {
			x: '10%',
			y: -20,
			z: 30,
			rotationX: 10,
			rotationY: 20,
			rotation: 30,
			scaleX: 1.5,
			scaleY: 0.5,
			skewX: 5,
			skewY: -5,
			opacity: 0.25,
			color: '#ff0000',
			backgroundColor: 'rgba(0,0,0,0.5)',
			clipPath: 'inset(25% 25% 25% 25%)',
			filter: 'blur(4px) grayscale(30%)',
		} );
	} );

	it( 'omits filters at their defaults', () => {
		expect(
			frameVars( {
				filter: {
					blur: 0,
					brightness: 100,
					grayscale: 0,
					sepia: 0,
					invert: 0,
				},
			} )
		).toEqual( {} );
	} );

	it( 'opens clips and filters at the end of an in-scene, then rests without them', () => {
		const frames = [ { o: 0, skX: 20, clip: 0, filter: { blur: 10 } } ];
		expect( finalVars( frames ) ).toEqual( {
			opacity: 1,
			skewX: 0,
			clipPath: 'inset(0% 0% 0% 0%)',
			filter: 'blur(0px)',
		} );
		expect( restingVars( frames ) ).toEqual( { opacity: 1 } );
		expect( endsUntransformed( frames ) ).toBe( true );
		expect( endsUntransformed( [ { rX: 10 }, { rY: 5 } ] ) ).toBe( false );
	} );

	it( 'knows when frames turn in 3D', () => {
		expect( rotates3d( [ { rZ: 10 } ] ) ).toBe( false );
		expect( rotates3d( [ { o: 0 }, { rY: 10 } ] ) ).toBe( true );
	} );

	it( 'gives every caller its own vars, worked out once per shared frame', () => {
		const frame: Frame = { o: 0, x: -40, clip: 50 };
		const first = frameVars( frame );
		first.opacity = 0.5;
		const second = frameVars( frame );
		expect( second ).not.toBe( first );
		expect( second.opacity ).toBe( 0 );
		const frames = [ frame, { o: 1, x: 0 } ];
		const final = finalVars( frames );
		final.x = 99;
		expect( finalVars( frames ).x ).toBe( 0 );
	} );
} );
