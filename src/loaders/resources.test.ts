import { createResourceLoader, resourceKind } from './resources';

const added = ( selector: string ) =>
	Array.from(
		document.head.querySelectorAll< HTMLScriptElement | HTMLLinkElement >(
			selector
		)
	);

afterEach( () => {
	document.head.innerHTML = '';
} );

describe( 'resource loader', () => {
	it( 'tells scripts and styles by extension', () => {
		expect( resourceKind( 'https://a.test/x.js?ver=1' ) ).toBe( 'script' );
		expect( resourceKind( 'https://a.test/x.CSS' ) ).toBe( 'style' );
		expect( resourceKind( 'https://a.test/x.json' ) ).toBeNull();
	} );

	it( 'goes 0, 1, 2 and loads a URL once for every module', async () => {
		const loader = createResourceLoader();
		const first = loader.load( 'https://a.test/addon.js', 'script' );
		const again = loader.load( 'https://a.test/addon.js', 'script' );
		const record = loader.get( 'https://a.test/addon.js' );
		expect( record?.status ).toBe( 1 );
		const scripts = added( 'script' );
		expect( scripts ).toHaveLength( 1 );
		expect( scripts[ 0 ].getAttribute( 'src' ) ).toBe(
			'https://a.test/addon.js'
		);
		scripts[ 0 ].dispatchEvent( new Event( 'load' ) );
		await expect( first ).resolves.toMatchObject( { status: 2 } );
		await expect( again ).resolves.toBe( await first );
	} );

	it( 'marks a failed script 3 and logs it', async () => {
		const loader = createResourceLoader();
		const done = loader.load( 'https://a.test/missing.js', 'script' );
		added( 'script' )[ 0 ].dispatchEvent( new Event( 'error' ) );
		await expect( done ).resolves.toMatchObject( { status: 3 } );
		expect( console ).toHaveErroredWith(
			'Failed to load script: https://a.test/missing.js'
		);
	} );

	it( 'a failed stylesheet is status 3 without a script message', async () => {
		const loader = createResourceLoader();
		const done = loader.load( 'https://a.test/addon.css', 'style' );
		const link = added( 'link' )[ 0 ] as HTMLLinkElement;
		expect( link.rel ).toBe( 'stylesheet' );
		link.dispatchEvent( new Event( 'error' ) );
		await expect( done ).resolves.toMatchObject( { status: 3 } );
		expect( console ).not.toHaveErrored();
	} );

	it( "says 'Unable to load scripts.' when none of a set loads", async () => {
		const loader = createResourceLoader();
		const done = loader.loadScripts( [
			'https://a.test/1.js',
			'https://a.test/2.js',
		] );
		added( 'script' ).forEach( ( s ) =>
			s.dispatchEvent( new Event( 'error' ) )
		);
		await expect( done ).resolves.toBe( false );
		expect( console ).toHaveErroredWith( 'Unable to load scripts.' );
		expect( console ).toHaveErroredWith(
			'Failed to load script: https://a.test/2.js'
		);
	} );

	it( 'one script of a set loading is enough', async () => {
		const loader = createResourceLoader();
		const done = loader.loadScripts( [
			'https://a.test/1.js',
			'https://a.test/2.js',
		] );
		const [ one, two ] = added( 'script' );
		one.dispatchEvent( new Event( 'error' ) );
		two.dispatchEvent( new Event( 'load' ) );
		await expect( done ).resolves.toBe( true );
		expect( console ).toHaveErroredWith(
			'Failed to load script: https://a.test/1.js'
		);
	} );

	it( 'takes a script the page already has as loaded', async () => {
		const script = document.createElement( 'script' );
		script.src = 'https://a.test/enqueued.js';
		document.head.append( script );
		const loader = createResourceLoader();
		await expect(
			loader.load( 'https://a.test/enqueued.js', 'script' )
		).resolves.toMatchObject( { status: 2 } );
		expect( added( 'script' ) ).toHaveLength( 1 );
	} );

	it( 'destroy detaches its listeners', () => {
		const loader = createResourceLoader();
		void loader.load( 'https://a.test/slow.js', 'script' );
		loader.destroy();
		expect( added( 'script' )[ 0 ].onload ).toBeNull();
		expect( loader.records() ).toHaveLength( 0 );
	} );
} );
