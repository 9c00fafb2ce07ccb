import { DEFAULT_SHADOW, shadowOf, withShadow } from './shadow';

describe( 'shadows', () => {
	it( 'adds a shadow of a type from the defaults, and changes it in place', () => {
		const box = withShadow( undefined, 'box', { blur: 20 } );
		expect( box ).toEqual( [ { ...DEFAULT_SHADOW, blur: 20, t: 'box' } ] );
		const both = withShadow( box, 'text', { c: '#000' } );
		expect( both?.map( ( s ) => s.t ) ).toEqual( [ 'box', 'text' ] );
		const moved = withShadow( both, 'box', { x: 3 } );
		expect( shadowOf( moved, 'box' ) ).toMatchObject( { x: 3, blur: 20 } );
		expect( shadowOf( moved, 'text' ) ).toMatchObject( { c: '#000' } );
	} );

	it( 'reads a stored shadow without a type as a box shadow, as the runtime does', () => {
		expect( shadowOf( [ { x: 1 } ], 'box' ) ).toEqual( { x: 1 } );
		expect( shadowOf( [ { x: 1 } ], 'text' ) ).toBeUndefined();
		expect( withShadow( [ { x: 1 } ], 'box', { y: 2 } ) ).toEqual( [
			{ x: 1, y: 2, t: 'box' },
		] );
	} );

	it( 'removes one type and leaves nothing when none are left', () => {
		const both = withShadow(
			withShadow( undefined, 'box', {} ),
			'text',
			{}
		);
		expect( withShadow( both, 'box', null ) ).toEqual( [
			{ ...DEFAULT_SHADOW, t: 'text' },
		] );
		expect(
			withShadow( withShadow( both, 'box', null ), 'text', null )
		).toBeUndefined();
	} );
} );
