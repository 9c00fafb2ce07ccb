import { readPageConfig } from './config';
import { testConfig } from './test-http';

describe( 'readPageConfig', () => {
	it( 'reads window.stagecraftConfig', () => {
		window.stagecraftConfig = { ...testConfig, nonce: 'n' };
		try {
			expect( readPageConfig() ).toEqual( { ...testConfig, nonce: 'n' } );
		} finally {
			delete window.stagecraftConfig;
		}
	} );

	it( 'has none when the page has none or a broken one', () => {
		expect( readPageConfig( {} ) ).toBeUndefined();
		expect(
			readPageConfig( { stagecraftConfig: { ajaxUrl: 1 } } )
		).toBeUndefined();
	} );

	it( 'defaults the REST namespace', () => {
		const { restNamespace, ...rest } = testConfig;
		expect( restNamespace ).toBe( 'stagecraft/v1' );
		expect(
			readPageConfig( { stagecraftConfig: rest } )?.restNamespace
		).toBe( 'stagecraft/v1' );
	} );
} );
