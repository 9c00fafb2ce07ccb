import { inputFromFormData, validateSchema } from './validate';

describe( 'validateSchema', () => {
	const schema = {
		rules: [
			{ rule: 'required', field: 'name', error: 'Name?' },
			{ rule: 'minlength', field: 'name', error: 'Short', threshold: 9 },
			{ rule: 'email', field: 'email', error: 'Email?' },
			{
				rule: 'all',
				rules: [ { rule: 'required', field: 'menu', error: 'Menu?' } ],
			},
		],
	};

	it( 'reports the first broken rule of each field only', () => {
		const data = new FormData();
		data.append( 'name', '' );
		data.append( 'email', 'nope' );
		expect( validateSchema( schema, inputFromFormData( data ) ) ).toEqual( {
			name: 'Name?',
			email: 'Email?',
			menu: 'Menu?',
		} );
	} );

	it( 'folds name[] into name, keeps files apart and skips fields not asked for', () => {
		const data = new FormData();
		data.append( 'menu[]', 'a' );
		data.append( 'name', 'abc' );
		data.append(
			'cv',
			new File( [ 'xyz' ], 'cv.pdf', { type: 'application/pdf' } )
		);
		data.append( 'empty', new File( [], '' ) );
		const input = inputFromFormData( data );
		expect( input.values.menu ).toEqual( [ 'a' ] );
		expect( input.files.cv ).toEqual( [
			{ name: 'cv.pdf', type: 'application/pdf', size: 3 },
		] );
		expect( input.files.empty ).toBeUndefined();
		expect(
			validateSchema( schema, input, ( field ) => field !== 'name' )
		).toEqual( {} );
		expect( validateSchema( schema, input ) ).toEqual( { name: 'Short' } );
	} );
} );
