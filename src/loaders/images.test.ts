import {
	createImageLoader,
	isImageUrl,
	normaliseImageUrl,
	IMAGE_CACHE_SLOTS,
	IMAGE_CONCURRENCY,
} from './images';

/** An image element whose load or error the test decides. */
class FakeImage {
	static made: FakeImage[] = [];
	srcset = '';
	sizes = '';
	// The srcset and sizes when src was set: the browser picks its candidate then.
	atSrc = '';
	private source = '';
	get src() {
		return this.source;
	}
	set src( value: string ) {
		this.atSrc = `${ this.srcset } | ${ this.sizes }`;
		this.source = value;
	}
	crossOrigin: string | null = null;
	decoding = '';
	complete = false;
	naturalWidth = 0;
	naturalHeight = 0;
	onload: ( () => void ) | null = null;
	onerror: ( () => void ) | null = null;
	constructor() {
		FakeImage.made.push( this );
	}
	removeAttribute() {
		this.src = '';
	}
	succeed( width = 800, height = 600 ) {
		this.naturalWidth = width;
		this.naturalHeight = height;
		this.onload?.();
	}
	fail() {
		this.onerror?.();
	}
}

const fakeLoader = ( slots?: number ) =>
	createImageLoader( {
		slots,
		createImage: () => new FakeImage() as unknown as HTMLImageElement,
	} );

const pending = () => FakeImage.made.filter( ( image ) => image.onload );

beforeEach( () => {
	FakeImage.made = [];
} );

describe( 'image loader', () => {
	it( 'keeps the spec constants', () => {
		expect( IMAGE_CACHE_SLOTS ).toBe( 5000 );
		expect( IMAGE_CONCURRENCY ).toBe( 5 );
	} );

	it( 'recognises jpg, jpeg, png, gif, bmp, svg and webp only', () => {
		for ( const ext of [
			'jpg',
			'JPEG',
			'png',
			'gif',
			'bmp',
			'svg',
			'webp',
		] ) {
			expect( isImageUrl( `https://a.test/x.${ ext }?v=2` ) ).toBe(
				true
			);
		}
		expect( isImageUrl( 'https://a.test/x.avif' ) ).toBe( false );
		expect( isImageUrl( 'https://a.test/jpg/page' ) ).toBe( false );
	} );

	it( 'fetches the candidate of the srcset and sizes it is given, keyed by the url', async () => {
		const loader = fakeLoader();
		const loaded = loader.load( 'https://a.test/x.jpg', {
			srcset: 'https://a.test/x-768.jpg 768w, https://a.test/x.jpg 1600w',
			sizes: '100vw',
		} );
		const [ image ] = FakeImage.made;
		expect( image.src ).toBe( 'https://a.test/x.jpg' );
		expect( image.atSrc ).toBe(
			'https://a.test/x-768.jpg 768w, https://a.test/x.jpg 1600w | 100vw'
		);
		image.succeed();
		expect( ( await loaded ).state ).toBe( 'loaded' );
		expect( loader.get( 'http://a.test/x.jpg' )?.state ).toBe( 'loaded' );
		void loader.load( 'https://a.test/plain.jpg' );
		expect( FakeImage.made[ 1 ].atSrc ).toBe( ' | ' );
	} );

	it( 'normalises the protocol and fragment away, keeping size suffixes', () => {
		expect( normaliseImageUrl( 'https://a.test/x-300x200.jpg#top' ) ).toBe(
			'//a.test/x-300x200.jpg'
		);
		expect( normaliseImageUrl( 'http://a.test/x.jpg' ) ).toBe(
			'//a.test/x.jpg'
		);
	} );

	it( 'loads at most 5 at once, the highest priority first', () => {
		const loader = fakeLoader();
		for ( let i = 0; i < 7; i++ ) {
			void loader.load( `https://a.test/${ i }.jpg` );
		}
		void loader.load( 'https://a.test/current.jpg', { priority: 2 } );
		expect( loader.loading ).toBe( 5 );
		expect( loader.get( 'https://a.test/5.jpg' )?.state ).toBe( 'inqueue' );
		pending()[ 0 ].succeed();
		// The current slide's image jumps the queue.
		expect( FakeImage.made[ 5 ].src ).toBe( 'https://a.test/current.jpg' );
		expect( loader.get( 'https://a.test/current.jpg' )?.state ).toBe(
			'loading'
		);
		expect( loader.loading ).toBe( 5 );
	} );

	it( 'goes pending, inqueue, loading, loaded, then cached', async () => {
		const loader = fakeLoader();
		const done = loader.load( 'https://a.test/a.jpg' );
		const record = loader.get( 'https://a.test/a.jpg' );
		expect( record?.state ).toBe( 'loading' );
		FakeImage.made[ 0 ].succeed( 1600, 900 );
		await expect( done ).resolves.toMatchObject( {
			state: 'loaded',
			width: 1600,
			height: 900,
			normalisedUrl: '//a.test/a.jpg',
		} );
		const again = await loader.load( 'http://a.test/a.jpg' );
		expect( again.state ).toBe( 'cached' );
		expect( FakeImage.made ).toHaveLength( 1 );
	} );

	it( 'marks an image the browser already holds as cached', async () => {
		const loader = createImageLoader( {
			createImage: () => {
				const image = new FakeImage();
				image.complete = true;
				image.naturalWidth = 10;
				return image as unknown as HTMLImageElement;
			},
		} );
		await expect(
			loader.load( 'https://a.test/b.png' )
		).resolves.toMatchObject( { state: 'cached', width: 10 } );
	} );

	it( 'retries once with cross-origin flipped, then logs the error', async () => {
		const loader = fakeLoader();
		const errors: string[] = [];
		loader.onError( ( record ) => errors.push( record.url ) );
		const done = loader.load( 'https://a.test/broken.jpg' );
		FakeImage.made[ 0 ].fail();
		expect( FakeImage.made ).toHaveLength( 2 );
		expect( FakeImage.made[ 0 ].crossOrigin ).toBeNull();
		expect( FakeImage.made[ 1 ].crossOrigin ).toBe( 'anonymous' );
		expect( loader.get( 'https://a.test/broken.jpg' )?.state ).toBe(
			'loading'
		);
		FakeImage.made[ 1 ].fail();
		await expect( done ).resolves.toMatchObject( { state: 'error' } );
		expect( console ).toHaveErroredWith(
			'Image Error: https://a.test/broken.jpg could not be loaded'
		);
		expect( errors ).toEqual( [ 'https://a.test/broken.jpg' ] );
		// No third try: the error is cached.
		await loader.load( 'https://a.test/broken.jpg' );
		expect( FakeImage.made ).toHaveLength( 2 );
	} );

	it( 'a retry that succeeds keeps the flipped setting', async () => {
		const loader = fakeLoader();
		const done = loader.load( 'https://a.test/cors.jpg', {
			crossOrigin: true,
		} );
		FakeImage.made[ 0 ].fail();
		expect( FakeImage.made[ 1 ].crossOrigin ).toBeNull();
		FakeImage.made[ 1 ].succeed();
		await expect( done ).resolves.toMatchObject( {
			state: 'loaded',
			crossOrigin: false,
		} );
	} );

	it( 'evicts the oldest finished record past the slot count', () => {
		const loader = fakeLoader( 3 );
		for ( let i = 0; i < 3; i++ ) {
			void loader.load( `https://a.test/${ i }.jpg` );
			FakeImage.made[ i ].succeed();
		}
		void loader.load( 'https://a.test/3.jpg' );
		expect( loader.size ).toBe( 3 );
		expect( loader.get( 'https://a.test/0.jpg' ) ).toBeUndefined();
		expect( loader.get( 'https://a.test/1.jpg' )?.state ).toBe( 'loaded' );
	} );

	it( 'destroy stops every image and empties the cache', () => {
		const loader = fakeLoader();
		void loader.load( 'https://a.test/a.jpg' );
		loader.destroy();
		expect( FakeImage.made[ 0 ].onload ).toBeNull();
		expect( FakeImage.made[ 0 ].src ).toBe( '' );
		expect( loader.size ).toBe( 0 );
		expect( loader.loading ).toBe( 0 );
	} );
} );
