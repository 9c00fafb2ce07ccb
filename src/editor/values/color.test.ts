import { cssColor, parseColor } from './color';

describe( 'colours', () => {
	it.each( [
		[ '#fff', { r: 255, g: 255, b: 255, a: 1 } ],
		[ '#102A43', { r: 16, g: 42, b: 67, a: 1 } ],
		[ '#ff000080', { r: 255, g: 0, b: 0, a: 0.5 } ],
		[ 'rgb(1, 2, 3)', { r: 1, g: 2, b: 3, a: 1 } ],
		[ 'rgba(1,2,3,0.25)', { r: 1, g: 2, b: 3, a: 0.25 } ],
		[ 'rgb(1 2 3 / 50%)', { r: 1, g: 2, b: 3, a: 0.5 } ],
	] )( 'reads %s', ( css, rgba ) => {
		expect( parseColor( css ) ).toEqual( rgba );
	} );

	it( 'refuses what it cannot read', () => {
		expect( parseColor( 'red' ) ).toBeNull();
		expect( parseColor( '#12' ) ).toBeNull();
		expect( parseColor( 'var(--x)' ) ).toBeNull();
	} );

	it( 'writes hex when opaque, rgba otherwise', () => {
		expect( cssColor( { r: 16, g: 42, b: 67, a: 1 } ) ).toBe( '#102a43' );
		expect( cssColor( { r: 1, g: 2, b: 3, a: 0.4 } ) ).toBe(
			'rgba(1, 2, 3, 0.4)'
		);
	} );
} );
