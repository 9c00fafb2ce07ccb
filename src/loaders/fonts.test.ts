import type { Font } from '../schema/font';
import {
	createFontLoader,
	fontStylesheetUrl,
	isSystemFont,
	weightAvailable,
	FONT_POLL_INTERVAL,
	FONT_POLL_LIMIT,
} from './fonts';
import { createResourceLoader } from './resources';

const font = ( family: string, weights: Font[ 'weights' ] = [] ): Font => ( {
	family,
	weights,
} );

const links = () =>
	Array.from( document.head.querySelectorAll( 'link' ) ) as HTMLLinkElement[];

// Lets the awaited resource promise and the poll start run.
const flush = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
};

afterEach( () => {
	document.head.innerHTML = '';
	jest.useRealTimers();
} );

describe( 'font rules', () => {
	it( 'knows the ten system fonts by their family names', () => {
		for ( const family of [
			'Arial',
			'Georgia',
			'Verdana',
			'Tahoma',
			'Trebuchet MS',
			'Courier New',
			'Impact',
			'"Comic Sans MS"',
			"'Times New Roman'",
			'Palatino Linotype',
		] ) {
			expect( isSystemFont( family ) ).toBe( true );
		}
		expect( isSystemFont( 'Roboto' ) ).toBe( false );
		expect( isSystemFont( 'Open Sans' ) ).toBe( false );
	} );

	it( 'finds a weight among listed values and ranges', () => {
		expect( weightAvailable( 400, [ 400 ] ) ).toBe( true );
		expect( weightAvailable( '500', [ 400, '300-700' ] ) ).toBe( true );
		expect( weightAvailable( 800, [ 400, '300-700' ] ) ).toBe( false );
		expect( weightAvailable( 300, [ '700-300' ] ) ).toBe( true );
		expect( weightAvailable( 'bold', [ 700 ] ) ).toBe( false );
	} );

	it( 'builds stylesheet URLs with display=swap', () => {
		expect(
			fontStylesheetUrl( font( 'Open Sans' ), [ 700, '300-500' ] )
		).toBe(
			'https://fonts.googleapis.com/css2?family=Open+Sans:wght@300..500;700&display=swap'
		);
		expect(
			fontStylesheetUrl( { ...font( 'Lora' ), italic: true }, [ 400 ] )
		).toBe(
			'https://fonts.googleapis.com/css2?family=Lora:ital,wght@0,400;1,400&display=swap'
		);
		expect(
			fontStylesheetUrl(
				{ ...font( 'Mine' ), url: 'https://a.test/mine.css?v=1' },
				[ 400 ]
			)
		).toBe( 'https://a.test/mine.css?v=1&display=swap' );
	} );
} );

describe( 'font loader', () => {
	it( 'never fetches a system font', async () => {
		const loader = createFontLoader( {
			resources: createResourceLoader(),
			check: () => true,
		} );
		await loader.load( [ font( 'Arial', [ 400 ] ), font( 'Georgia' ) ] );
		expect( links() ).toHaveLength( 0 );
	} );

	it( 'stamps weights with the batch, sets 2 on load, then polls every 19 ms', async () => {
		jest.useFakeTimers();
		let ready = false;
		const checks: string[] = [];
		const loader = createFontLoader( {
			resources: createResourceLoader(),
			check: ( spec ) => {
				checks.push( spec );
				return ready;
			},
			request: () => {},
		} );
		expect( loader.weightState( 'Roboto', 400 ) ).toBe( 0 );
		let done = false;
		void loader
			.load( [ font( 'Roboto', [ 400, '600-700' ] ) ] )
			.then( () => ( done = true ) );
		const stamp = loader.weightState( 'Roboto', 650 );
		expect( stamp ).toBeGreaterThan( 2 );
		expect( loader.weightState( 'Roboto', 400 ) ).toBe( stamp );
		expect( loader.weightState( 'Roboto', 500 ) ).toBe( 0 );
		expect( links() ).toHaveLength( 1 );
		links()[ 0 ].dispatchEvent( new Event( 'load' ) );
		await flush();
		expect( loader.weightState( 'Roboto', 400 ) ).toBe( 2 );
		// The test stops at the first weight not ready yet.
		expect( checks ).toEqual( [ '400 16px "Roboto"' ] );
		jest.advanceTimersByTime( FONT_POLL_INTERVAL - 1 );
		expect( checks ).toHaveLength( 1 );
		jest.advanceTimersByTime( 1 );
		expect( checks ).toHaveLength( 2 );
		ready = true;
		jest.advanceTimersByTime( FONT_POLL_INTERVAL );
		await flush();
		expect( checks ).toEqual(
			expect.arrayContaining( [ '600 16px "Roboto"' ] )
		);
		expect( done ).toBe( true );
	} );

	it( 'asks for a weight once across modules', async () => {
		const resources = createResourceLoader();
		const loader = createFontLoader( { resources, check: () => true } );
		const first = loader.load( [ font( 'Roboto', [ '300-700' ] ) ] );
		let secondDone = false;
		const second = loader
			.load( [ font( 'Roboto', [ 400 ] ) ] )
			.then( () => ( secondDone = true ) );
		expect( links() ).toHaveLength( 1 );
		await flush();
		// The second module waits for the first batch of that family.
		expect( secondDone ).toBe( false );
		links()[ 0 ].dispatchEvent( new Event( 'load' ) );
		await Promise.all( [ first, second ] );
		expect( secondDone ).toBe( true );
	} );

	it( 'gives up after the poll limit with the font message', async () => {
		jest.useFakeTimers();
		const loader = createFontLoader( {
			resources: createResourceLoader(),
			check: () => false,
			request: () => {},
		} );
		let done = false;
		void loader
			.load( [ font( 'Lato', [ 400 ] ) ] )
			.then( () => ( done = true ) );
		links()[ 0 ].dispatchEvent( new Event( 'load' ) );
		await flush();
		jest.advanceTimersByTime(
			FONT_POLL_INTERVAL * ( FONT_POLL_LIMIT - 1 )
		);
		await flush();
		expect( done ).toBe( false );
		jest.advanceTimersByTime( FONT_POLL_INTERVAL );
		await flush();
		expect( done ).toBe( true );
		expect( console ).toHaveErroredWith(
			'Failed to load font: https://fonts.googleapis.com/css2?family=Lato:wght@400&display=swap'
		);
	} );

	it( 'skips the font test after a stylesheet error', async () => {
		const check = jest.fn( () => false );
		const loader = createFontLoader( {
			resources: createResourceLoader(),
			check,
		} );
		const done = loader.load( [ font( 'Lato', [ 400 ] ) ] );
		expect( loader.weightState( 'Lato', 400 ) ).toBeGreaterThan( 2 );
		links()[ 0 ].dispatchEvent( new Event( 'error' ) );
		await done;
		expect( check ).not.toHaveBeenCalled();
		expect( loader.weightState( 'Lato', 400 ) ).toBe( 0 );
		expect( console ).toHaveErroredWith(
			'Failed to load font: https://fonts.googleapis.com/css2?family=Lato:wght@400&display=swap'
		);
	} );

	it( 'destroy stops the poll', async () => {
		jest.useFakeTimers();
		const check = jest.fn( () => false );
		const loader = createFontLoader( {
			resources: createResourceLoader(),
			check,
			request: () => {},
		} );
		void loader.load( [ font( 'Lato' ) ] );
		links()[ 0 ].dispatchEvent( new Event( 'load' ) );
		await flush();
		loader.destroy();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
