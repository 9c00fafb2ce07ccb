import {
	DEFAULT_TRANSITION_MS,
	FAMILIES,
	HEAVY_FAMILIES,
	RANDOM_LOOKUP_DEPTH,
	RANDOM_MAX_MS,
	RANDOM_MIN_MS,
	TRANSITIONS,
	boundCount,
	isHeavy,
	transitionNamed,
} from './registry';
import { resolveTransition } from './resolve';

describe( 'the transition registry', () => {
	it( 'names at least 40 transitions, each once', () => {
		const names = TRANSITIONS.map( ( def ) => def.name );
		expect( names.length ).toBeGreaterThanOrEqual( 40 );
		expect( new Set( names ).size ).toBe( names.length );
		expect( names ).not.toContain( 'random' );
	} );

	it( 'has every family of the issue, fades and slides in four directions', () => {
		expect( FAMILIES ).toEqual( [
			'fade',
			'slide',
			'push',
			'zoom',
			'parallax',
			'curtain',
			'slots',
			'boxes',
			'cube',
			'flip',
			'turn',
			'shader',
		] );
		for ( const family of [ 'slide', 'push', 'parallax', 'cube' ] ) {
			expect(
				TRANSITIONS.filter( ( def ) => def.family === family ).map(
					( def ) => def.variant
				)
			).toEqual( [ 'left', 'right', 'up', 'down' ] );
		}
		expect( transitionNamed( 'fadeblack' ) ).toMatchObject( {
			family: 'fade',
			variant: 'black',
		} );
	} );

	it( 'keeps slices, 3D and WebGL apart from the light families', () => {
		expect( [ ...HEAVY_FAMILIES ].sort() ).toEqual(
			[ 'boxes', 'cube', 'flip', 'slots', 'turn', 'shader' ].sort()
		);
		// The six WebGL shaders of the issue.
		expect(
			TRANSITIONS.filter( ( def ) => def.family === 'shader' ).map(
				( def ) => def.name
			)
		).toEqual( [
			'shaderdissolve',
			'shaderripple',
			'shaderwave',
			'shaderzoomblur',
			'shaderpixelate',
			'shaderwarp',
		] );
		expect( isHeavy( transitionNamed( 'fade' ) ) ).toBe( false );
		expect( isHeavy( transitionNamed( 'cubeleft' ) ) ).toBe( true );
	} );

	it( 'reads an unknown name as the plain fade', () => {
		expect( transitionNamed( 'nosuch' ).name ).toBe( 'fade' );
	} );

	it( 'bounds slot and box counts to 1 … canvas width − 10 (spec section 5)', () => {
		expect( boundCount( 0, 6, 1000 ) ).toBe( 6 );
		expect( boundCount( undefined, 4, 1000 ) ).toBe( 4 );
		expect( boundCount( -3, 4, 1000 ) ).toBe( 4 );
		expect( boundCount( 5000, 4, 1000 ) ).toBe( 990 );
		expect( boundCount( 8, 4, 12 ) ).toBe( 2 );
		expect( boundCount( 8, 4, 5 ) ).toBe( 1 );
		expect( boundCount( 2.6, 4, 100 ) ).toBe( 3 );
	} );
} );

describe( 'resolveTransition', () => {
	it( 'is the 1000 ms fade when nothing is chosen', () => {
		const resolved = resolveTransition( undefined, { width: 800 } );
		expect( resolved.def.name ).toBe( 'fade' );
		expect( resolved.duration ).toBe( DEFAULT_TRANSITION_MS );
	} );

	it( "lets the slide's choice win over the module's, field by field", () => {
		const resolved = resolveTransition(
			{ e: 'cubeleft', cols: 3 },
			{
				width: 800,
				moduleDefault: { e: 'slideup', d: 700, cols: 9, rows: 5 },
			}
		);
		expect( resolved.def.name ).toBe( 'cubeleft' );
		expect( resolved.duration ).toBe( 700 );
		expect( resolved.cols ).toBe( 3 );
		expect( resolved.rows ).toBe( 5 );
		expect(
			resolveTransition(
				{},
				{ width: 800, moduleDefault: { e: 'zoomin' } }
			).def.name
		).toBe( 'zoomin' );
	} );

	it( 'bounds counts by the canvas width', () => {
		const resolved = resolveTransition(
			{ e: 'boxesfade', cols: 400, rows: 400 },
			{ width: 100 }
		);
		expect( resolved.cols ).toBe( 90 );
		expect( resolved.rows ).toBe( 90 );
	} );

	it( 'draws random transitions of 300–1300 ms', () => {
		let seed = 7;
		const random = () => {
			seed = ( seed * 9301 + 49297 ) % 233280;
			return seed / 233280;
		};
		for ( let i = 0; i < 200; i++ ) {
			const resolved = resolveTransition(
				{ e: 'random', d: 5000 },
				{ width: 800, random }
			);
			expect( resolved.random ).toBe( true );
			expect( resolved.duration ).toBeGreaterThanOrEqual( RANDOM_MIN_MS );
			expect( resolved.duration ).toBeLessThanOrEqual( RANDOM_MAX_MS );
			expect( TRANSITIONS ).toContain( resolved.def );
		}
		expect(
			resolveTransition(
				{ e: 'random' },
				{ width: 800, random: () => 0 }
			).duration
		).toBe( 300 );
		expect(
			resolveTransition(
				{ e: 'random' },
				{ width: 800, random: () => 0.9999999 }
			).duration
		).toBe( 1300 );
	} );

	it( 'looks at most 10 times for a pick unlike the previous one', () => {
		let calls = 0;
		// Always the first transition: the same as the previous pick.
		const stuck = () => {
			calls++;
			return 0;
		};
		const resolved = resolveTransition(
			{ e: 'random' },
			{ width: 800, random: stuck, previous: TRANSITIONS[ 0 ].name }
		);
		expect( resolved.def ).toBe( TRANSITIONS[ 0 ] );
		// Ten lookups, then one draw for the duration.
		expect( calls ).toBe( RANDOM_LOOKUP_DEPTH + 1 );
		let second = 0;
		const varied = () => ( second++ === 0 ? 0 : 0.5 );
		expect(
			resolveTransition(
				{ e: 'random' },
				{ width: 800, random: varied, previous: TRANSITIONS[ 0 ].name }
			).def
		).not.toBe( TRANSITIONS[ 0 ] );
	} );
} );
