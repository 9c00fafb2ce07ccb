import {
	afterPaint,
	afterPaintScripts,
	imageSettled,
	loadScriptsInOrder,
} from './after-paint';

const added = () =>
	Array.from(
		document.head.querySelectorAll< HTMLScriptElement >( 'script' )
	);

afterEach( () => {
	document.head.innerHTML = '';
} );

describe( 'scripts after the first paint', () => {
	it( 'reads only [handle, url] pairs from the server', () => {
		expect( afterPaintScripts( undefined ) ).toEqual( [] );
		expect( afterPaintScripts( 'react' ) ).toEqual( [] );
		expect(
			afterPaintScripts( [
				[ 'react', 'https://a.test/react.js' ],
				[ 'broken' ],
				[ 1, 2 ],
			] )
		).toEqual( [ [ 'react', 'https://a.test/react.js' ] ] );
	} );

	it( 'adds the scripts in order and resolves once all have loaded', async () => {
		let done = false;
		const loading = loadScriptsInOrder( [
			[ 'react', 'https://a.test/react.js' ],
			[ 'react-dom', 'https://a.test/react-dom.js' ],
		] ).then( () => {
			done = true;
		} );
		const [ react, dom ] = added();
		expect( [ react.id, dom.id ] ).toEqual( [
			'react-js',
			'react-dom-js',
		] );
		// In insertion order, not as they arrive.
		expect( react.async ).toBe( false );
		expect( dom.src ).toBe( 'https://a.test/react-dom.js' );
		react.dispatchEvent( new Event( 'load' ) );
		await Promise.resolve();
		expect( done ).toBe( false );
		dom.dispatchEvent( new Event( 'load' ) );
		await loading;
		expect( done ).toBe( true );
	} );

	it( 'leaves a script WordPress printed itself', async () => {
		const printed = document.createElement( 'script' );
		printed.id = 'react-js';
		document.head.append( printed );
		await loadScriptsInOrder( [ [ 'react', 'https://a.test/react.js' ] ] );
		expect( added() ).toEqual( [ printed ] );
	} );

	it( 'fails when a script does not load', async () => {
		const loading = loadScriptsInOrder( [
			[ 'react', 'https://a.test/react.js' ],
		] );
		added()[ 0 ].dispatchEvent( new Event( 'error' ) );
		await expect( loading ).rejects.toThrow( 'react.js did not load' );
	} );

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
