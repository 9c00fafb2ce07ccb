import { staggerOf } from './split-scenes';
import { splitKinds } from './splits';

describe( 'split text scenes', () => {
	it( 'asks for the kinds the layer sets, none when it sets none', () => {
		expect( splitKinds( undefined ) ).toEqual( [] );
		expect( splitKinds( { words: false } ) ).toEqual( [] );
		expect( splitKinds( { chars: true, lines: true } ) ).toEqual( [
			'lines',
			'chars',
		] );
	} );

	it( 'staggers units 75 ms apart unless the layer sets its own', () => {
		const byDefault = staggerOf( { split: { words: true } }, [ 0, 1, 2 ] );
		expect( [ 0, 1, 2 ].map( byDefault ) ).toEqual( [ 0, 0.075, 0.15 ] );
		const own = staggerOf( { split: { words: true, s: 200 } }, [ 0, 1 ] );
		expect( own( 1 ) ).toBeCloseTo( 0.2 );
	} );

	it( 'starts the pieces of one line together', () => {
		const lines = staggerOf( { split: { lines: true } }, [ 0, 0, 1, 1 ] );
		expect( [ 0, 1, 2, 3 ].map( lines ) ).toEqual( [ 0, 0, 0.075, 0.075 ] );
	} );
} );

describe( 'split text units in motion', () => {
	it( 'move in 2D, so two hundred characters do not each become a compositor layer', async () => {
		const { playIn } = await import( './timelines' );
		const { gsap } = await import( 'gsap' );
		const units = [ 0, 1 ].map( () =>
			document.body.appendChild( document.createElement( 'span' ) )
		);
		const timeline = playIn(
			units,
			[ { x: -40 }, { x: 0, d: 1000, e: 'none' } ],
			{},
			() => undefined,
			0,
			{ stagger: ( index ) => index * 0.1 }
		);
		timeline.progress( 0.5 );
		units.forEach( ( unit ) => {
			expect( unit.style.transform ).toMatch( /translate\(/ );
			expect( unit.style.transform ).not.toContain( '3d' );
		} );
		timeline.kill();
		gsap.set( units, { clearProps: 'all' } );
		units.forEach( ( unit ) => unit.remove() );
	} );
} );
