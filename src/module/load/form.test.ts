import { toFormData } from './form';

describe( 'toFormData', () => {
	it( 'flattens nested data as key[sub] and leaves out empty values', () => {
		const form = toFormData( {
			action: 'a',
			data: { id: 5, list: [ 'x', 'y' ], deep: { on: true, off: false } },
			nonce: undefined,
			none: null,
		} );
		expect( [ ...form.entries() ] ).toEqual( [
			[ 'action', 'a' ],
			[ 'data[id]', '5' ],
			[ 'data[list][0]', 'x' ],
			[ 'data[list][1]', 'y' ],
			[ 'data[deep][on]', '1' ],
			[ 'data[deep][off]', '0' ],
		] );
	} );
} );
