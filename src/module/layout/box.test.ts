import { sizeSchema } from '../../schema/settings/size';
import { applyBox, cssOffset } from './box';

describe( 'reserved box for script-mounted modules', () => {
	it( 'writes the per-level grid, limits, offsets and flags like the server', () => {
		const root = document.createElement( 'div' );
		applyBox(
			root,
			sizeSchema.parse( {
				width: [ 1400, 1200 ],
				height: [ 700, 600, 500, 400, 300 ],
				maxHeight: 800,
				fullHeight: true,
				fullHeightOffset: '10%',
				keepBPHeight: true,
				padding: [ 10, 20 ],
			} )
		);
		expect( root.style.getPropertyValue( '--stagecraft-w0' ) ).toBe(
			'1400'
		);
		expect( root.style.getPropertyValue( '--stagecraft-w4' ) ).toBe(
			'1200'
		);
		expect( root.style.getPropertyValue( '--stagecraft-h4' ) ).toBe(
			'300'
		);
		expect( root.style.getPropertyValue( '--stagecraft-max-h' ) ).toBe(
			'800px'
		);
		expect( root.style.getPropertyValue( '--stagecraft-offset' ) ).toBe(
			'10svh'
		);
		expect( root.style.getPropertyValue( '--stagecraft-padding' ) ).toBe(
			'10px 20px'
		);
		expect( root.className ).toBe( 'is-full-height is-keep-height' );
	} );

	it( 'leaves a server-rendered box alone', () => {
		const root = document.createElement( 'div' );
		root.style.setProperty( '--stagecraft-w0', '999' );
		applyBox( root, sizeSchema.parse( { fullWidth: true } ) );
		expect( root.style.getPropertyValue( '--stagecraft-w0' ) ).toBe(
			'999'
		);
		expect( root.className ).toBe( '' );
	} );

	it( 'reads full-height offsets as px, % of the viewport, or not CSS', () => {
		expect( cssOffset( 64 ) ).toBe( '64px' );
		expect( cssOffset( '64' ) ).toBe( '64px' );
		expect( cssOffset( ' 12.5px ' ) ).toBe( '12.5px' );
		expect( cssOffset( '10%' ) ).toBe( '10svh' );
		expect( cssOffset( '#masthead, .bar' ) ).toBeNull();
		expect( cssOffset( undefined ) ).toBeNull();
	} );
} );
