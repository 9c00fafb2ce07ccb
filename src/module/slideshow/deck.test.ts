import { slideViewSchema } from '../../schema/slide-view';
import type { SlideView } from '../../schema/slide-view';
import { createDeck } from './deck';

function slides( specs: Array< Record< string, unknown > > ): SlideView[] {
	return specs.map( ( spec, index ) =>
		slideViewSchema.parse( { id: index + 10, ...spec } )
	);
}

describe( 'createDeck', () => {
	const four = slides( [ {}, {}, { attr: { deepLink: 'third' } }, {} ] );

	it( 'resolves +1 and -1 with wraparound and direction', () => {
		const deck = createDeck( four, [ 0, 1, 2, 3 ] );
		expect( deck.resolve( '+1', 3 ) ).toEqual( {
			index: 0,
			direction: 'forward',
		} );
		expect( deck.resolve( '-1', 0 ) ).toEqual( {
			index: 3,
			direction: 'backward',
		} );
	} );

	it( 'resolves ids, deep links, indexes, first, last and random', () => {
		const deck = createDeck( four, [ 0, 1, 2, 3 ], () => 0.99 );
		expect( deck.resolve( '#11', 3 ) ).toEqual( {
			index: 1,
			direction: 'backward',
		} );
		expect( deck.resolve( '#third', 0 )?.index ).toBe( 2 );
		expect( deck.resolve( 2, 0 ) ).toEqual( {
			index: 2,
			direction: 'forward',
		} );
		expect( deck.resolve( '3', 0 )?.index ).toBe( 3 );
		expect( deck.resolve( 'first', 2 )?.index ).toBe( 0 );
		expect( deck.resolve( 'last', 0 )?.index ).toBe( 3 );
		expect( deck.resolve( 'random', 3 )?.index ).toBe( 2 );
		expect( deck.resolve( '#nope', 0 ) ).toBeNull();
		expect( deck.resolve( 9, 0 ) ).toBeNull();
	} );

	it( 'follows a shuffled play order', () => {
		const deck = createDeck( four, [ 2, 0, 3, 1 ] );
		expect( deck.resolve( '+1', 2 )?.index ).toBe( 0 );
		expect( deck.isLast( 1 ) ).toBe( true );
		expect( deck.resolve( 'first', 1 )?.index ).toBe( 2 );
	} );

	it( 'hides hfn slides from navigation only and hal slides after N loops', () => {
		const deck = createDeck(
			slides( [
				{},
				{ slideshow: { hfn: true } },
				{ slideshow: { hal: 2 } },
			] ),
			[ 0, 1, 2 ]
		);
		expect( deck.navOrder() ).toEqual( [ 0, 2 ] );
		expect( deck.order() ).toEqual( [ 0, 1, 2 ] );
		deck.applyLoops( 1 );
		expect( deck.order() ).toEqual( [ 0, 1, 2 ] );
		deck.applyLoops( 2 );
		expect( deck.order() ).toEqual( [ 0, 1 ] );
		expect( deck.navOrder() ).toEqual( [ 0 ] );
		expect( deck.isLast( 1 ) ).toBe( true );
		// Stepping from the hidden slide still works.
		expect( deck.resolve( '+1', 2 )?.index ).toBe( 0 );
		expect( deck.resolve( '+1', 1 )?.index ).toBe( 0 );
	} );
} );
