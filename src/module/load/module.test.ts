import { loadModuleData } from './module';
import { fakeFetch, reply, testConfig } from './test-http';

const ok = { success: true, id: 12 };

describe( 'loadModuleData', () => {
	it( 'GETs sliders/{id}?srengine=7 over REST by default', async () => {
		const { fetch, calls } = fakeFetch( reply( 200, ok ) );
		await expect(
			loadModuleData( { id: 12, alias: 'hero' }, { fetch } )
		).resolves.toEqual( ok );
		expect( calls[ 0 ].url ).toBe(
			'/wp-json/stagecraft/v1/sliders/12?srengine=7'
		);
	} );

	it( 'asks by alias with alias=true, and passes slideid and raw', async () => {
		const { fetch, calls } = fakeFetch( reply( 200, ok ) );
		await loadModuleData(
			{ id: 0, alias: 'hero-demo' },
			{
				fetch,
				slideId: 3,
				raw: true,
				config: {
					...testConfig,
					restNamespace: 'custom/v2',
					restUrl: 'https://example.test/wp-json/',
				},
			}
		);
		expect( calls[ 0 ].url ).toBe(
			'https://example.test/wp-json/custom/v2/sliders/hero-demo?srengine=7&alias=true&slideid=3&raw=true'
		);
	} );

	it( 'POSTs get_full_slider_object for the ajax source', async () => {
		const { fetch, calls } = fakeFetch( reply( 200, ok ) );
		await loadModuleData(
			{ id: 0, alias: 'hero' },
			{ source: 'ajax', config: testConfig, fetch, version: 6 }
		);
		expect(
			Object.fromEntries(
				new URLSearchParams( String( calls[ 0 ].init?.body ) )
			)
		).toEqual( {
			action: 'stagecraft_front',
			client_action: 'get_full_slider_object',
			'data[id]': '',
			'data[alias]': 'hero',
			'data[forcealias]': '1',
			version: '6',
		} );
	} );

	it( 'needs the page configuration for ajax', async () => {
		await expect(
			loadModuleData( { id: 1, alias: 'a' }, { source: 'ajax' } )
		).rejects.toThrow( 'stagecraftConfig' );
	} );

	it( 'reads the inline script and the JSON file', async () => {
		const element = document.createElement( 'div' );
		element.innerHTML =
			'<script type="application/json" class="stagecraft-module__data">{"success":true}</script>';
		await expect(
			loadModuleData(
				{ id: 1, alias: 'a' },
				{ source: 'inline', element }
			)
		).resolves.toEqual( { success: true } );

		const { fetch, calls } = fakeFetch( reply( 200, ok ) );
		await expect(
			loadModuleData(
				{ id: 1, alias: 'a' },
				{ source: 'json', jsonUrl: '/a.json', fetch }
			)
		).resolves.toEqual( ok );
		expect( calls[ 0 ].url ).toBe( '/a.json' );
	} );
} );
