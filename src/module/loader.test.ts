import { fetchModule } from './loader';
import { reply, testConfig } from './load/test-http';

function root( attributes: Record< string, string >, inner = '' ) {
	const el = document.createElement( 'div' );
	el.className = 'stagecraft-module';
	Object.entries( attributes ).forEach( ( [ k, v ] ) =>
		el.setAttribute( k, v )
	);
	el.innerHTML = inner;
	return el;
}

describe( 'fetchModule, the default loader', () => {
	const originalFetch = window.fetch;

	afterEach( () => {
		delete window.stagecraftConfig;
		window.fetch = originalFetch;
	} );

	it( 'uses REST when the markup names no source, at the configured root', async () => {
		window.stagecraftConfig = {
			...testConfig,
			restUrl: 'https://example.test/wp-json/',
		};
		const fetch = jest.fn( () =>
			Promise.resolve( reply( 200, { success: true } ) )
		);
		window.fetch = fetch as unknown as typeof window.fetch;
		const element = root( { 'data-stagecraft-alias': 'hero' } );
		await expect(
			fetchModule( { alias: 'hero', id: 5, element } )
		).resolves.toEqual( { success: true } );
		expect( fetch ).toHaveBeenCalledWith(
			'https://example.test/wp-json/stagecraft/v1/sliders/5?srengine=7',
			expect.objectContaining( { credentials: 'same-origin' } )
		);
	} );

	it( 'reads inline data when the markup says so', async () => {
		const element = root(
			{ 'data-stagecraft-source': 'inline' },
			'<script type="application/json" class="stagecraft-module__data">{"success":true,"id":5}</script>'
		);
		const fetch = jest.fn();
		window.fetch = fetch as unknown as typeof window.fetch;
		await expect(
			fetchModule( { alias: 'hero', id: 5, element } )
		).resolves.toEqual( { success: true, id: 5 } );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'takes the ajax settings from window.stagecraftConfig', async () => {
		const element = root( { 'data-stagecraft-source': 'ajax' } );
		await expect(
			fetchModule( { alias: 'hero', id: 5, element } )
		).rejects.toThrow( 'stagecraftConfig' );

		window.stagecraftConfig = testConfig;
		const fetch = jest.fn( () =>
			Promise.resolve( reply( 200, { success: true } ) )
		);
		window.fetch = fetch as unknown as typeof window.fetch;
		try {
			await expect(
				fetchModule( { alias: 'hero', id: 5, element } )
			).resolves.toEqual( { success: true } );
			expect( fetch ).toHaveBeenCalledWith(
				testConfig.ajaxUrl,
				expect.anything()
			);
		} finally {
			// @ts-expect-error jsdom has no fetch; restore that.
			delete window.fetch;
		}
	} );

	it( 'fetches the file named by data-stagecraft-json-url', async () => {
		const element = root( {
			'data-stagecraft-source': 'json',
			'data-stagecraft-json-url': '/uploads/hero.json',
		} );
		const fetch = jest.fn( () =>
			Promise.resolve( reply( 200, '{"success":true}' ) )
		);
		window.fetch = fetch as unknown as typeof window.fetch;
		await fetchModule( { alias: 'hero', id: 5, element } );
		expect( fetch ).toHaveBeenCalledWith( '/uploads/hero.json', {
			credentials: 'same-origin',
		} );
	} );
} );
