import { AJAX_RETRIES, AJAX_RETRY_DELAY, ajaxBody, ajaxCall } from './ajax';
import { fakeFetch, reply, testConfig } from './test-http';

const fields = ( body: unknown ) =>
	Object.fromEntries( new URLSearchParams( String( body ) ) );

describe( 'ajaxBody', () => {
	it( 'sends data calls to the front-end action, others to the generic one', () => {
		expect(
			ajaxBody(
				'get_full_slider_object',
				{ id: 5 },
				{ config: testConfig }
			).get( 'action' )
		).toBe( 'stagecraft_front' );
		expect(
			ajaxBody(
				'get_slideid',
				{ module: 5 },
				{ config: testConfig }
			).get( 'action' )
		).toBe( 'stagecraft_ajax' );
	} );

	it( 'adds the nonce only when the page has one (admin mode)', () => {
		const visitor = ajaxBody(
			'get_stream_data',
			{},
			{ config: testConfig }
		);
		const admin = ajaxBody(
			'get_stream_data',
			{},
			{ config: { ...testConfig, nonce: 'n1' } }
		);
		expect( visitor.has( 'nonce' ) ).toBe( false );
		expect( admin.get( 'nonce' ) ).toBe( 'n1' );
	} );
} );

describe( 'ajaxCall', () => {
	const wait = jest.fn( () => Promise.resolve() );

	beforeEach( () => wait.mockClear() );

	it( 'POSTs the form and resolves with the repaired reply', async () => {
		const { fetch, calls } = fakeFetch(
			reply( 200, 'Notice: x {"success":true,"id":3}' )
		);
		await expect(
			ajaxCall(
				'get_full_slider_object',
				{ id: 3, alias: 'a' },
				{
					config: testConfig,
					fetch,
					wait,
				}
			)
		).resolves.toEqual( { success: true, id: 3 } );
		expect( calls[ 0 ].url ).toBe( testConfig.ajaxUrl );
		expect( calls[ 0 ].init?.method ).toBe( 'POST' );
		expect( calls[ 0 ].init?.headers ).toMatchObject( {
			'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
			'X-Requested-With': 'XMLHttpRequest',
		} );
		expect( fields( calls[ 0 ].init?.body ) ).toEqual( {
			action: 'stagecraft_front',
			client_action: 'get_full_slider_object',
			'data[id]': '3',
			'data[alias]': 'a',
			version: '7',
		} );
	} );

	it( 'adds srengine=6 to the URL for the legacy slider action', async () => {
		const { fetch, calls } = fakeFetch( reply( 200, {} ) );
		await ajaxCall(
			'get_full_slider_object',
			{},
			{
				config: { ...testConfig, ajaxUrl: '/ajax.php?lang=de' },
				fetch,
				legacy: true,
			}
		);
		expect( calls[ 0 ].url ).toBe( '/ajax.php?lang=de&srengine=6' );
	} );

	it( 'retries a network failure up to 5 times, 750 ms apart', async () => {
		const { fetch, calls } = fakeFetch(
			new TypeError( 'Failed to fetch' ),
			reply( 0, '', '' ),
			reply( 200, { success: true } )
		);
		await expect(
			ajaxCall(
				'get_stream_data',
				{},
				{ config: testConfig, fetch, wait }
			)
		).resolves.toEqual( { success: true } );
		expect( calls ).toHaveLength( 3 );
		expect( wait ).toHaveBeenCalledWith( AJAX_RETRY_DELAY );
		expect( AJAX_RETRY_DELAY ).toBe( 750 );
	} );

	it( 'gives up after the fifth retry', async () => {
		const { fetch, calls } = fakeFetch(
			new TypeError( 'Failed to fetch' )
		);
		await expect(
			ajaxCall(
				'get_stream_data',
				{},
				{ config: testConfig, fetch, wait }
			)
		).rejects.toThrow( 'Failed to fetch' );
		expect( calls ).toHaveLength( 1 + AJAX_RETRIES );
		expect( AJAX_RETRIES ).toBe( 5 );
	} );

	it( 'rejects any status but 200 with its status text, without retrying', async () => {
		const { fetch, calls } = fakeFetch(
			reply( 500, 'oops', 'Internal Server Error' )
		);
		await expect(
			ajaxCall(
				'get_modal_settings',
				{},
				{ config: testConfig, fetch, wait }
			)
		).rejects.toThrow( 'Internal Server Error' );
		expect( calls ).toHaveLength( 1 );

		const noContent = fakeFetch( reply( 204, '', 'No Content' ) );
		await expect(
			ajaxCall(
				'get_modal_settings',
				{},
				{
					config: testConfig,
					fetch: noContent.fetch,
				}
			)
		).rejects.toThrow( 'No Content' );
	} );
} );
