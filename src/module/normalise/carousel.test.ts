import { carouselSchema } from '../../schema/settings/carousel';
import {
	carouselMaxVisible,
	carouselSpinAngle,
	normaliseCarousel,
} from './carousel';

describe( 'carousel normalisation (spec section 5)', () => {
	it( 'keeps maxV at least 3 for a 3d spin, otherwise 1, within the count, odd', () => {
		expect( carouselMaxVisible( 1, '3d', 8 ) ).toBe( 3 );
		expect( carouselMaxVisible( 1, '2d', 8 ) ).toBe( 1 );
		expect( carouselMaxVisible( 0, 'off', 8 ) ).toBe( 1 );
		expect( carouselMaxVisible( 4, 'off', 8 ) ).toBe( 3 );
		expect( carouselMaxVisible( 5, 'off', 8 ) ).toBe( 5 );
		// Capped to the slide count, then made odd.
		expect( carouselMaxVisible( 9, 'off', 6 ) ).toBe( 5 );
		expect( carouselMaxVisible( 9, 'off', 7 ) ).toBe( 7 );
		expect( carouselMaxVisible( 3, '3d', 2 ) ).toBe( 1 );
	} );

	it( 'clamps the spin angle to plus or minus 360 / slide count', () => {
		expect( carouselSpinAngle( 100, 5 ) ).toBe( 72 );
		expect( carouselSpinAngle( -100, 5 ) ).toBe( -72 );
		expect( carouselSpinAngle( 30, 5 ) ).toBe( 30 );
		expect( carouselSpinAngle( 30, 0 ) ).toBe( 30 );
	} );

	it( 'caps the duration at the slide length, with the spec defaults', () => {
		const defaults = carouselSchema.parse( {} );
		expect( defaults ).toMatchObject( {
			maxV: 3,
			scale: 50,
			dur: 800,
			ease: 'power3.inOut',
		} );
		expect( normaliseCarousel( defaults, 5, 9000 ).dur ).toBe( 800 );
		expect(
			normaliseCarousel( { ...defaults, dur: 1200 }, 5, 600 ).dur
		).toBe( 600 );
		expect(
			normaliseCarousel( { ...defaults, spin: '3d', maxV: 1 }, 5, 9000 )
				.maxV
		).toBe( 3 );
		expect(
			normaliseCarousel( { ...defaults, spinA: 90 }, 8, 9000 ).spinA
		).toBe( 45 );
	} );
} );
