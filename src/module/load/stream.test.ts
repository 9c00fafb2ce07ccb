import { loadStream, STREAM_FAILED } from './stream';
import { fakeFetch, reply, testConfig } from './test-http';

describe( 'loadStream', () => {
	it( 'GETs sliders/stream/{id} with srlang and resolves with the items', async () => {
		const items = [ { sourceSlideId: 2, title: 'Post' } ];
		const { fetch, calls } = fakeFetch(
			reply( 200, { success: true, data: items } )
		);
		await expect( loadStream( 9, { fetch, lang: 'de' } ) ).resolves.toEqual(
			items
		);
		expect( calls[ 0 ].url ).toBe(
			'/wp-json/stagecraft/v1/sliders/stream/9?srengine=7&srlang=de'
		);
	} );

	it( 'uses get_stream_data over ajax', async () => {
		const { fetch, calls } = fakeFetch(
			reply( 200, { success: true, data: [ { title: 'A' } ] } )
		);
		await loadStream( 9, { via: 'ajax', config: testConfig, fetch } );
		const body = new URLSearchParams( String( calls[ 0 ].init?.body ) );
		expect( body.get( 'client_action' ) ).toBe( 'get_stream_data' );
		expect( body.get( 'data[id]' ) ).toBe( '9' );
	} );

	it.each( [
		[ 'fails', reply( 500, '', 'Error' ) ],
		[ 'is unsuccessful', reply( 200, { success: false, data: [] } ) ],
		[ 'is empty', reply( 200, { success: true, data: [] } ) ],
	] )(
		'logs the spec message and has no items when the load %s',
		async ( _label, answer ) => {
			const { fetch } = fakeFetch( answer );
			await expect( loadStream( 9, { fetch } ) ).resolves.toEqual( [] );
			expect( console ).toHaveErroredWith( STREAM_FAILED );
			expect( STREAM_FAILED ).toBe( 'Feed could not be Loaded' );
		}
	);
} );
