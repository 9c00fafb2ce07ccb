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
			maxV: [ 3, 3, 3, 3, 3 ],
			space: [ 0, 0, 0, 0, 0 ],
			scale: 50,
			dur: 800,
			ease: 'power3.inOut',
		} );
		expect( normaliseCarousel( defaults, 5, 9000 ).dur ).toBe( 800 );
		expect(
			normaliseCarousel( { ...defaults, dur: 1200 }, 5, 600 ).dur
		).toBe( 600 );
		expect(
			normaliseCarousel(
				{ ...defaults, spin: '3d', maxV: [ 1, 1, 1, 1, 1 ] },
				5,
				9000
			).maxV
		).toEqual( [ 3, 3, 3, 3, 3 ] );
		expect(
			normaliseCarousel( { ...defaults, spinA: 90 }, 8, 9000 ).spinA
		).toBe( 45 );
	} );

	describe( 'per device level (largedesktop … mobile)', () => {
		it( 'reads a single number, as older modules and the page sliders store it, as every level', () => {
			const parsed = carouselSchema.parse( { maxV: 5, space: 12 } );
			expect( parsed.maxV ).toEqual( [ 5, 5, 5, 5, 5 ] );
			expect( parsed.space ).toEqual( [ 12, 12, 12, 12, 12 ] );
		} );

		it( 'gives a level left out the value of the level above it, and refuses invalid entries as the server does', () => {
			expect( carouselSchema.parse( { maxV: [ 5, 3 ] } ).maxV ).toEqual( [
				5, 3, 3, 3, 3,
			] );
			expect(
				carouselSchema.parse( { space: [ 20, 20, 10 ] } ).space
			).toEqual( [ 20, 20, 10, 10, 10 ] );
			expect(
				carouselSchema.safeParse( { space: [ 20, null, 10 ] } ).success
			).toBe( false );
			expect(
				carouselSchema.safeParse( { maxV: [ 0, -1 ] } ).success
			).toBe( false );
			expect( carouselSchema.safeParse( { maxV: 0 } ).success ).toBe(
				false
			);
			expect(
				carouselSchema.safeParse( { maxV: [ 1, 2, 3, 4, 5, 6 ] } )
					.success
			).toBe( false );
		} );

		it( 'reads justify, stretch and align per level too: one value is every level, a level left out is the one above', () => {
			const single = carouselSchema.parse( {
				justify: true,
				stretch: false,
				align: 'left',
			} );
			expect( single.justify ).toEqual( [
				true,
				true,
				true,
				true,
				true,
			] );
			expect( single.stretch ).toEqual( [
				false,
				false,
				false,
				false,
				false,
			] );
			expect( single.align ).toEqual( [
				'left',
				'left',
				'left',
				'left',
				'left',
			] );
			const levels = carouselSchema.parse( {
				justify: [ true, true, false ],
				stretch: [ false, true ],
				align: [ 'right', 'right', 'right', 'center', 'left' ],
			} );
			expect( levels.justify ).toEqual( [
				true,
				true,
				false,
				false,
				false,
			] );
			expect( levels.stretch ).toEqual( [
				false,
				true,
				true,
				true,
				true,
			] );
			expect( levels.align ).toEqual( [
				'right',
				'right',
				'right',
				'center',
				'left',
			] );
			// Defaults: no own widths, no stretch, centred on every level.
			const defaults = carouselSchema.parse( {} );
			expect( defaults.justify ).toEqual( [
				false,
				false,
				false,
				false,
				false,
			] );
			expect( defaults.align ).toEqual( [
				'center',
				'center',
				'center',
				'center',
				'center',
			] );
			// An unknown alignment does not refuse the module: centred, as before.
			expect( carouselSchema.parse( { align: 'middle' } ).align ).toEqual(
				defaults.align
			);
			expect(
				carouselSchema.safeParse( { justify: [ true, 'yes' ] } ).success
			).toBe( false );
		} );

		it( 'applies the maxV rules on each level: 3 for a 3d spin, capped, odd', () => {
			const stored = carouselSchema.parse( {
				maxV: [ 9, 6, 4, 2, 1 ],
			} );
			expect( normaliseCarousel( stored, 7, 9000 ).maxV ).toEqual( [
				7, 5, 3, 1, 1,
			] );
			expect(
				normaliseCarousel( { ...stored, spin: '3d' }, 7, 9000 ).maxV
			).toEqual( [ 7, 5, 3, 3, 3 ] );
			expect( normaliseCarousel( stored, 4, 9000 ).maxV ).toEqual( [
				3, 3, 3, 1, 1,
			] );
			// Space is not limited: each level keeps its own.
			expect(
				normaliseCarousel(
					carouselSchema.parse( { space: [ 30, 30, 20, 10, 0 ] } ),
					5,
					9000
				).space
			).toEqual( [ 30, 30, 20, 10, 0 ] );
		} );
	} );
} );
