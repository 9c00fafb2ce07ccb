import { sizeSchema } from '../../schema/settings/size';
import { applyBox } from './box';

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
} );
