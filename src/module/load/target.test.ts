import { targetOf } from './target';

describe( 'targetOf', () => {
	it( 'asks by the numeric id when it is known', () => {
		expect( targetOf( { id: 12, alias: 'hero' } ) ).toEqual( {
			id: '12',
			alias: 'hero',
			forceAlias: false,
		} );
		expect( targetOf( { id: 'rev_slider_12_1', alias: '' } ).id ).toBe(
			'12'
		);
	} );

	it( 'asks by alias, forced, when the id is unknown or not numeric', () => {
		expect( targetOf( { id: 0, alias: 'hero' } ) ).toEqual( {
			id: 'hero',
			alias: 'hero',
			forceAlias: true,
		} );
		expect(
			targetOf( { id: 'stagecraft-module-promo', alias: '' } )
		).toEqual( {
			id: 'promo',
			alias: 'promo',
			forceAlias: true,
		} );
	} );
} );
