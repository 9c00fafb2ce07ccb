import { gradientSchema } from '../schema/gradient';
import { gradientCss, EASED_STEPS } from './gradient';

const parse = ( value: unknown ) => gradientSchema.parse( value );

const twoStops = [
	{ p: 0, r: 255, g: 0, b: 0, a: 1 },
	{ p: 100, r: 0, g: 0, b: 255, a: 0.5 },
];

describe( 'gradientCss', () => {
	it( 'builds a linear gradient at its angle, strength 100 and easing none by default', () => {
		const gradient = parse( {
			type: 'linear',
			angle: 90,
			colors: twoStops,
		} );
		expect( gradient.strength ).toBe( 100 );
		expect( gradient.easing ).toBe( 'none' );
		expect( gradientCss( gradient ) ).toBe(
			'linear-gradient(90deg, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 0.5) 100%)'
		);
	} );

	it( 'defaults the angle to top-to-bottom and sorts stops by position', () => {
		expect(
			gradientCss( parse( { colors: [ ...twoStops ].reverse() } ) )
		).toBe(
			'linear-gradient(180deg, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 0.5) 100%)'
		);
	} );

	it( 'builds radial and solid', () => {
		expect(
			gradientCss( parse( { type: 'radial', colors: twoStops } ) )
		).toBe(
			'radial-gradient(ellipse at center, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 0.5) 100%)'
		);
		expect(
			gradientCss( parse( { type: 'solid', colors: twoStops } ) )
		).toBe( 'rgba(255, 0, 0, 1)' );
	} );

	it( 'scales every alpha by strength', () => {
		expect(
			gradientCss( parse( { colors: twoStops, strength: 50 } ) )
		).toBe(
			'linear-gradient(180deg, rgba(255, 0, 0, 0.5) 0%, rgba(0, 0, 255, 0.25) 100%)'
		);
	} );

	it( 'adds stops along the easing curve', () => {
		const css = gradientCss(
			parse( { colors: twoStops, easing: 'ease-in' } )
		);
		const stops = css.match( /rgba\([^)]*\) [\d.]+%/g ) ?? [];
		expect( stops ).toHaveLength( EASED_STEPS + 1 );
		// Half way along, ease-in has moved a quarter of the colour.
		expect( stops[ EASED_STEPS / 2 ] ).toBe(
			'rgba(191, 0, 64, 0.875) 50%'
		);
		// An unknown easing is none.
		expect(
			gradientCss( parse( { colors: twoStops, easing: 'bouncy' } ) )
		).toBe( gradientCss( parse( { colors: twoStops } ) ) );
	} );

	it( 'turns one stop into a flat gradient and none into nothing', () => {
		expect( gradientCss( parse( { colors: [ twoStops[ 0 ] ] } ) ) ).toBe(
			'linear-gradient(180deg, rgba(255, 0, 0, 1) 0%, rgba(255, 0, 0, 1) 100%)'
		);
		expect( gradientCss( parse( {} ) ) ).toBe( '' );
	} );
} );
