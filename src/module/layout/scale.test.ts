import { clampDpr, layerScale } from './scale';

const base = {
	gridWidth: 1240,
	gridHeight: 600,
	level: 1,
	fullHeight: false,
	upscaling: false,
};

describe( 'layer scale', () => {
	it( 'scales the grid down to the box width', () => {
		expect( layerScale( { ...base, width: 620, height: 300 } ) ).toBe(
			0.5
		);
	} );

	it( 'never scales above 1 without upscaling', () => {
		expect( layerScale( { ...base, width: 2480, height: 1200 } ) ).toBe(
			1
		);
		expect(
			layerScale( {
				...base,
				width: 2480,
				height: 1200,
				upscaling: true,
			} )
		).toBe( 2 );
	} );

	it( 'fits the height when the box is shorter than the grid', () => {
		expect( layerScale( { ...base, width: 1240, height: 300 } ) ).toBe(
			0.5
		);
	} );

	it( 'keeps full-height modules at their minimum scaling height', () => {
		// Desktop: a 320 px tall window still scales from 600 (the grid, under 640).
		expect(
			layerScale( {
				...base,
				fullHeight: true,
				width: 1240,
				height: 320,
			} )
		).toBe( 1 );
		// Mobile: 320 px.
		expect(
			layerScale( {
				...base,
				gridWidth: 480,
				gridHeight: 640,
				level: 4,
				fullHeight: true,
				width: 480,
				height: 200,
			} )
		).toBe( 0.5 );
	} );

	it( 'clamps the device pixel ratio to 1–2', () => {
		expect( clampDpr( 0.5 ) ).toBe( 1 );
		expect( clampDpr( 1.5 ) ).toBe( 1.5 );
		expect( clampDpr( 3 ) ).toBe( 2 );
		expect( clampDpr( undefined ) ).toBe( 1 );
	} );
} );
