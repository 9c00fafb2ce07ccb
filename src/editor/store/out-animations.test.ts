import { outPresetOf, outScene, outTimingOf } from './out-animations';

describe( 'out animation presets', () => {
	it( 'is one step to the preset frame, with its timing', () => {
		const scene = outScene( 'slide-up', { d: 400, st: 50, e: 'none' } );
		expect( scene.frames ).toEqual( [
			{ o: 0, y: 40, d: 400, st: 50, e: 'none' },
		] );
		expect( outTimingOf( scene ) ).toEqual( { d: 400, st: 50, e: 'none' } );
		expect( outPresetOf( scene ) ).toBe( 'slide-up' );
	} );

	it( 'names scenes it did not make', () => {
		expect( outPresetOf( undefined ) ).toBe( 'none' );
		expect( outPresetOf( { frames: [ { o: 0.5 } ] } ) ).toBe( 'custom' );
		expect( outPresetOf( { frames: [ { o: 0 }, { o: 1 } ] } ) ).toBe(
			'custom'
		);
	} );
} );
