import type { ImageLoader, ImageRecord } from '../../loaders/images';
import { CURRENT_SLIDE_PRIORITY, watchSlideImages } from './images';

// A loader that answers every file with an error.
function failingLoader() {
	const load = jest.fn( ( url: string ) =>
		Promise.resolve( {
			url,
			normalisedUrl: url,
			state: 'error',
		} as ImageRecord )
	);
	const loader = {
		load,
		get: () => undefined,
		onError: () => () => undefined,
		size: 0,
		loading: 0,
		destroy: () => undefined,
	} as ImageLoader;
	return { loader, load };
}

describe( 'watchSlideImages', () => {
	it( 'knows a failed image by its src, and retries it with its srcset and sizes', async () => {
		const stage = document.createElement( 'div' );
		stage.innerHTML =
			'<img src="/a.jpg" srcset="/a-768x432.jpg 768w, /a.jpg 1600w" sizes="100vw">';
		document.body.append( stage );
		const { loader, load } = failingLoader();
		const failed: string[] = [];
		const watch = watchSlideImages( stage, loader, ( url ) =>
			failed.push( url )
		);
		const image = stage.querySelector( 'img' ) as HTMLImageElement;
		// The browser fetched a candidate of the srcset; that one failed.
		Object.defineProperty( image, 'currentSrc', {
			value: 'http://localhost/a-768x432.jpg',
		} );
		image.dispatchEvent( new Event( 'error' ) );
		await Promise.resolve();
		await Promise.resolve();

		expect( load ).toHaveBeenCalledWith( '/a.jpg', {
			priority: CURRENT_SLIDE_PRIORITY,
			srcset: '/a-768x432.jpg 768w, /a.jpg 1600w',
			sizes: '100vw',
		} );
		expect( failed ).toEqual( [ '/a.jpg' ] );
		watch.destroy();
		stage.remove();
	} );
} );
