import { createResourceLoader } from '../../loaders/resources';
import type { FontLoader } from '../../loaders/fonts';
import { moduleResources } from './module-resources';
import {
	waitForResources,
	RESOURCE_RETRY_ADDONS,
	RESOURCE_RETRY_FONTS,
	RESOURCE_RETRY_LIMIT,
} from './resources';

const flush = async () => {
	for ( let i = 0; i < 4; i++ ) {
		await Promise.resolve();
	}
};

// A font loader whose batch ends when the test says.
function fakeFonts() {
	let finish = () => {};
	const fonts: FontLoader = {
		load: jest.fn(
			() => new Promise< void >( ( resolve ) => ( finish = resolve ) )
		),
		weightState: () => 0,
		destroy: () => {},
	};
	return { fonts, finish: () => finish() };
}

const script = () =>
	document.head.querySelector( 'script' ) as HTMLScriptElement;

beforeEach( () => jest.useFakeTimers() );
afterEach( () => {
	jest.useRealTimers();
	document.head.innerHTML = '';
} );

describe( 'moduleResources', () => {
	it( 'reads settings.fonts (dropping bad entries) and script and style add-ons', () => {
		expect(
			moduleResources(
				{
					settings: {
						fonts: [
							{ family: 'Roboto', weights: [ 400, '600-700' ] },
							{ weights: [ 400 ] },
						],
					},
				},
				{
					particles: [
						'https://a.test/particles.js',
						'https://a.test/particles.css',
					],
					other: 'https://a.test/data.json',
					again: 'https://a.test/particles.js',
				}
			)
		).toEqual( {
			fonts: [ { family: 'Roboto', weights: [ 400, '600-700' ] } ],
			urls: [
				'https://a.test/particles.js',
				'https://a.test/particles.css',
			],
		} );
		expect(
			moduleResources(
				{ slider_params: { fonts: [ { family: 'Lato' } ] } },
				{}
			).fonts
		).toEqual( [ { family: 'Lato', weights: [] } ] );
		expect( moduleResources( 'junk', {} ) ).toEqual( {
			fonts: [],
			urls: [],
		} );
	} );
} );

describe( 'waitForResources', () => {
	it( 'needs no retry when nothing is to load', async () => {
		const { fonts } = fakeFonts();
		const wait = waitForResources(
			{ fonts: [], urls: [] },
			{ fonts, resources: createResourceLoader() }
		);
		expect( jest.getTimerCount() ).toBe( 0 );
		await expect( wait.promise ).resolves.toBe( true );
		expect( fonts.load ).not.toHaveBeenCalled();
	} );

	it( 'retries every 19 ms while fonts load, then every 49 ms for add-ons', async () => {
		const { fonts, finish } = fakeFonts();
		const resources = createResourceLoader();
		let done: boolean | undefined;
		const wait = waitForResources(
			{
				fonts: [ { family: 'Roboto', weights: [] } ],
				urls: [ 'https://a.test/addon.js' ],
			},
			{ fonts, resources }
		);
		void wait.promise.then( ( value ) => ( done = value ) );
		expect( resources.get( 'https://a.test/addon.js' )?.status ).toBe( 1 );
		jest.advanceTimersByTime( RESOURCE_RETRY_FONTS * 3 );
		finish();
		await flush();
		// The next retry is still on the 19 ms beat; the one after it waits 49 ms.
		jest.advanceTimersByTime( RESOURCE_RETRY_FONTS );
		script().dispatchEvent( new Event( 'load' ) );
		await flush();
		jest.advanceTimersByTime( RESOURCE_RETRY_ADDONS - 1 );
		await flush();
		expect( done ).toBeUndefined();
		jest.advanceTimersByTime( 1 );
		await flush();
		expect( done ).toBe( true );
	} );

	it( 'a failed script does not hold the module', async () => {
		const { fonts } = fakeFonts();
		let done: boolean | undefined;
		void waitForResources(
			{ fonts: [], urls: [ 'https://a.test/missing.js' ] },
			{ fonts, resources: createResourceLoader() }
		).promise.then( ( value ) => ( done = value ) );
		script().dispatchEvent( new Event( 'error' ) );
		await flush();
		jest.advanceTimersByTime( RESOURCE_RETRY_ADDONS );
		await flush();
		expect( done ).toBe( true );
		expect( console ).toHaveErroredWith(
			'Failed to load script: https://a.test/missing.js'
		);
		expect( console ).toHaveErroredWith( 'Unable to load scripts.' );
	} );

	it( 'gives up after the limit and starts without them', async () => {
		const { fonts } = fakeFonts();
		let done: boolean | undefined;
		void waitForResources(
			{ fonts: [ { family: 'Slow', weights: [] } ], urls: [] },
			{ fonts, resources: createResourceLoader() }
		).promise.then( ( value ) => ( done = value ) );
		jest.advanceTimersByTime( RESOURCE_RETRY_FONTS * RESOURCE_RETRY_LIMIT );
		await flush();
		expect( done ).toBe( false );
	} );
} );
