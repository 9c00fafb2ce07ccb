import { STREAM_FAILED } from '../load/stream';
import { fakeFetch, reply, testConfig } from '../load/test-http';
import { streamModule } from '.';

const template = {
	id: 3,
	settings: { source: { type: 'post' } },
	slides: [
		{
			id: 1,
			layers: [ { id: 1, type: 'text', content: { text: '{{title}}' } } ],
		},
	],
};

function withFetch( answer: ReturnType< typeof reply > ) {
	const { fetch, calls } = fakeFetch( answer );
	Object.defineProperty( window, 'fetch', {
		configurable: true,
		value: fetch,
	} );
	return calls;
}

describe( 'streamModule', () => {
	afterEach( () => {
		delete ( window as { stagecraftConfig?: unknown } ).stagecraftConfig;
	} );

	it( "asks for the module's items in the multilingual plugin's language and clones them", async () => {
		( window as { stagecraftConfig?: unknown } ).stagecraftConfig = {
			...testConfig,
			restUrl: '/wp-json/',
			lang: 'pt-BR',
		};
		const calls = withFetch(
			reply( 200, {
				success: true,
				data: [ { title: 'One' }, { title: 'Two' } ],
			} )
		);
		const data = await streamModule(
			template,
			document.createElement( 'div' ),
			0
		);
		expect( calls[ 0 ].url ).toBe(
			'/wp-json/stagecraft/v1/sliders/stream/3?srengine=7&srlang=pt-BR'
		);
		expect( data.slides ).toMatchObject( [
			{ id: '1-1', layers: [ { content: { text: 'One' } } ] },
			{ id: '1-2', layers: [ { content: { text: 'Two' } } ] },
		] );
	} );

	it( 'turns an empty feed into the error slide and logs the spec message', async () => {
		withFetch( reply( 200, { success: true, data: [] } ) );
		const data = await streamModule(
			template,
			document.createElement( 'div' ),
			0
		);
		expect( console ).toHaveErroredWith( STREAM_FAILED );
		expect( data.settings ).toMatchObject( { type: 'hero' } );
		expect( JSON.stringify( data.slides ) ).toContain(
			'Post reports: Please check the settings'
		);
	} );
} );
