import { queryString, restGet } from './rest';
import { fakeRequest, reply } from './test-http';

describe( 'restGet', () => {
	it( 'GETs the route raw, with the spec headers, and parses the text', async () => {
		const { request, calls } = fakeRequest( () =>
			Promise.resolve( reply( 200, 'junk {"success":true}' ) )
		);
		await expect(
			restGet(
				'sliders/12',
				{ srengine: 7, alias: undefined },
				{ request }
			)
		).resolves.toEqual( { success: true } );
		expect( calls ).toEqual( [
			{
				path: '/stagecraft/v1/sliders/12?srengine=7',
				headers: {
					'Content-Type':
						'application/x-www-form-urlencoded; charset=UTF-8',
					'X-Requested-With': 'XMLHttpRequest',
				},
				parse: false,
			},
		] );
	} );

	it( 'rejects with the status text when apiFetch throws the response', async () => {
		const request = () =>
			Promise.reject( reply( 404, '{"code":"x"}', 'Not Found' ) );
		await expect( restGet( 'sliders/x', {}, { request } ) ).rejects.toThrow(
			'Not Found'
		);
	} );

	it( 'accepts only 200 among the 2xx replies', async () => {
		const request = () => Promise.resolve( reply( 202, '{}', 'Accepted' ) );
		await expect( restGet( 'sliders/x', {}, { request } ) ).rejects.toThrow(
			'Accepted'
		);
	} );

	it( 'passes on a network error', async () => {
		const request = () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) );
		await expect( restGet( 'sliders/x', {}, { request } ) ).rejects.toThrow(
			'Failed to fetch'
		);
	} );

	it( 'builds the query without undefined values', () => {
		expect( queryString( { a: 1, b: undefined, c: true, d: 'x y' } ) ).toBe(
			'a=1&c=true&d=x+y'
		);
	} );
} );
