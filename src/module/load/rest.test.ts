import { queryString, restGet, restRoot } from './rest';
import { fakeFetch, reply } from './test-http';

describe( 'restGet', () => {
	afterEach( () => {
		document.head.innerHTML = '';
	} );

	it( 'GETs the route with fetch, the spec headers and no nonce, and parses the text', async () => {
		const { fetch, calls } = fakeFetch(
			reply( 200, 'junk {"success":true}' )
		);
		await expect(
			restGet(
				'sliders/12',
				{ srengine: 7, alias: undefined },
				{ fetch, root: 'https://example.test/wp-json/' }
			)
		).resolves.toEqual( { success: true } );
		expect( calls ).toEqual( [
			{
				url: 'https://example.test/wp-json/stagecraft/v1/sliders/12?srengine=7',
				init: {
					headers: {
						'Content-Type':
							'application/x-www-form-urlencoded; charset=UTF-8',
						'X-Requested-With': 'XMLHttpRequest',
					},
					credentials: 'same-origin',
				},
			},
		] );
	} );

	it( 'revalidates for the editors, who must see the module just saved', async () => {
		const { fetch, calls } = fakeFetch( reply( 200, '{}' ) );
		await restGet(
			'sliders/hero',
			{},
			{ fetch, root: '/wp-json/', revalidate: true }
		);
		expect( calls[ 0 ].init ).toMatchObject( { cache: 'no-cache' } );
	} );

	it( 'joins the query with & under plain permalinks (?rest_route=)', async () => {
		const { fetch, calls } = fakeFetch( reply( 200, '{}' ) );
		await restGet(
			'sliders/hero',
			{ srengine: 7 },
			{ fetch, root: 'https://example.test/index.php?rest_route=/' }
		);
		expect( calls[ 0 ].url ).toBe(
			'https://example.test/index.php?rest_route=/stagecraft/v1/sliders/hero&srengine=7'
		);
	} );

	it( 'finds the root in the page’s API link, else uses /wp-json/', () => {
		expect( restRoot() ).toBe( '/wp-json/' );
		document.head.innerHTML =
			'<link rel="https://api.w.org/" href="https://example.test/api/">';
		expect( restRoot() ).toBe( 'https://example.test/api/' );
		expect( restRoot( 'https://example.test/wp-json/' ) ).toBe(
			'https://example.test/wp-json/'
		);
	} );

	it( 'rejects with the status text of a non-200 reply', async () => {
		const { fetch } = fakeFetch(
			reply( 404, '{"code":"x"}', 'Not Found' )
		);
		await expect( restGet( 'sliders/x', {}, { fetch } ) ).rejects.toThrow(
			'Not Found'
		);
	} );

	it( 'accepts only 200 among the 2xx replies', async () => {
		const { fetch } = fakeFetch( reply( 202, '{}', 'Accepted' ) );
		await expect( restGet( 'sliders/x', {}, { fetch } ) ).rejects.toThrow(
			'Accepted'
		);
	} );

	it( 'passes on a network error', async () => {
		const { fetch } = fakeFetch( new TypeError( 'Failed to fetch' ) );
		await expect( restGet( 'sliders/x', {}, { fetch } ) ).rejects.toThrow(
			'Failed to fetch'
		);
	} );

	it( 'builds the query without undefined values', () => {
		expect( queryString( { a: 1, b: undefined, c: true, d: 'x y' } ) ).toBe(
			'a=1&c=true&d=x+y'
		);
	} );
} );
