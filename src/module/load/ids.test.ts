import { newModuleId, newSlideId } from './ids';
import { fakeFetch, reply, testConfig } from './test-http';

const admin = { ...testConfig, nonce: 'abc' };

describe( 'new ids', () => {
	it( 'asks the generic action, with the nonce, for a module id', async () => {
		const { fetch, calls } = fakeFetch(
			reply( 200, { success: true, id: 31 } )
		);
		await expect( newModuleId( admin, { fetch } ) ).resolves.toBe( 31 );
		const body = new URLSearchParams( String( calls[ 0 ].init?.body ) );
		expect( body.get( 'action' ) ).toBe( 'stagecraft_ajax' );
		expect( body.get( 'client_action' ) ).toBe( 'get_moduleid' );
		expect( body.get( 'nonce' ) ).toBe( 'abc' );
	} );

	it( 'sends the module for a slide id and rejects a failure', async () => {
		const { fetch, calls } = fakeFetch(
			reply( 200, { success: true, id: 7 } ),
			reply( 200, { success: false, message: 'no' } )
		);
		await expect( newSlideId( 31, admin, { fetch } ) ).resolves.toBe( 7 );
		expect(
			new URLSearchParams( String( calls[ 0 ].init?.body ) ).get(
				'data[module]'
			)
		).toBe( '31' );
		await expect( newSlideId( 31, admin, { fetch } ) ).rejects.toThrow(
			'get_slideid failed'
		);
	} );
} );
