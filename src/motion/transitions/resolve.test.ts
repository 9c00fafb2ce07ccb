import { mirrored, resolveTransition } from './resolve';
import { TRANSITIONS, transitionNamed } from './registry';

describe( 'transitions going back', () => {
	it( 'mirrors directions and zooms, in the same family', () => {
		expect( mirrored( transitionNamed( 'slideleft' ) ).name ).toBe(
			'slideright'
		);
		expect( mirrored( transitionNamed( 'pushup' ) ).name ).toBe(
			'pushdown'
		);
		expect( mirrored( transitionNamed( 'zoomin' ) ).name ).toBe(
			'zoomout'
		);
		expect( mirrored( transitionNamed( 'cubedown' ) ).name ).toBe(
			'cubeup'
		);
		expect( mirrored( transitionNamed( 'fadeblack' ) ).name ).toBe(
			'fadeblack'
		);
		// Every transition's mirror exists and mirrors back.
		for ( const def of TRANSITIONS ) {
			expect( mirrored( mirrored( def ) ) ).toBe( def );
			expect( mirrored( def ).family ).toBe( def.family );
		}
	} );

	it( 'resolves mirrored only when going back', () => {
		const choice = { e: 'curtainleft' };
		expect( resolveTransition( choice, { width: 800 } ).def.name ).toBe(
			'curtainleft'
		);
		expect(
			resolveTransition( choice, { width: 800, backward: true } ).def.name
		).toBe( 'curtainright' );
	} );

	it( 'takes the module default under the slide', () => {
		expect(
			resolveTransition( undefined, {
				width: 800,
				moduleDefault: { e: 'pushleft', d: 600 },
			} )
		).toMatchObject( { def: { name: 'pushleft' }, duration: 600 } );
	} );
} );
