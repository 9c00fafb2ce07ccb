import { afterPaint, imageSettled } from './after-paint';

describe( 'after the first paint', () => {
	it( 'waits for a later task', async () => {
		jest.useFakeTimers();
		let done = false;
		const waiting = afterPaint().then( () => {
			done = true;
		} );
		await Promise.resolve();
		expect( done ).toBe( false );
		jest.runAllTimers();
		await waiting;
		expect( done ).toBe( true );
		jest.useRealTimers();
	} );
} );

describe( 'the LCP image settled', () => {
	const image = ( complete: boolean ) => {
		const img = document.createElement( 'img' );
		Object.defineProperty( img, 'complete', { value: complete } );
		return img;
	};
	const settled = async ( promise: Promise< void > ) => {
		let done = false;
		promise.then( () => ( done = true ) );
		await Promise.resolve();
		await Promise.resolve();
		return done;
	};
	// jsdom's document is complete once loaded: the waits below need a page still loading.
	const loading = () =>
		jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'interactive' );

	afterEach( () => jest.restoreAllMocks() );

	it( 'resolves at once without an image, with a complete one, or once the page has loaded', async () => {
		expect( await settled( imageSettled( null ) ) ).toBe( true );
		loading();
		expect( await settled( imageSettled( image( true ) ) ) ).toBe( true );
		jest.restoreAllMocks();
		expect( await settled( imageSettled( image( false ) ) ) ).toBe( true );
	} );

	it.each( [ 'load', 'error' ] )(
		'waits for a loading image until its %s event',
		async ( event ) => {
			loading();
			const img = image( false );
			const waiting = imageSettled( img );
			expect( await settled( waiting ) ).toBe( false );
			img.dispatchEvent( new Event( event ) );
			expect( await settled( waiting ) ).toBe( true );
		}
	);

	it( 'stops waiting when the page has loaded (a lazy image out of view)', async () => {
		loading();
		const waiting = imageSettled( image( false ) );
		expect( await settled( waiting ) ).toBe( false );
		window.dispatchEvent( new Event( 'load' ) );
		expect( await settled( waiting ) ).toBe( true );
	} );
} );
