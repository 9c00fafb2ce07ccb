import { createFeatureRegistry } from '../features/registry';
import type { FeatureImports } from '../features/registry';
import { fallbackApplies, loadForPage, readsStream } from './wire';

const root = ( touch: boolean ) => {
	const element = document.createElement( 'div' );
	Object.defineProperty( window, 'matchMedia', {
		configurable: true,
		value: ( query: string ) => ( { matches: touch, media: query } ),
	} );
	return element;
};

const withFallback = ( fallbackType: string ) => ( {
	settings: { general: { fallbackURL: '/f.jpg', fallbackType } },
	slides: [ { id: 1 } ],
} );

describe( 'fallbackApplies', () => {
	it.each( [
		[ 'mobile', true, true ],
		[ 'both', true, true ],
		[ 'mobile', false, false ],
		[ 'old', true, false ],
		[ 'off', true, false ],
	] )( '%s on a touch device (%s): %s', ( type, touch, applies ) => {
		expect( fallbackApplies( withFallback( type ), root( touch ) ) ).toBe(
			applies
		);
	} );

	it( 'needs an image', () => {
		expect(
			fallbackApplies(
				{ settings: { general: { fallbackType: 'both' } } },
				root( true )
			)
		).toBe( false );
	} );
} );

describe( 'loadForPage', () => {
	const noFeatures = createFeatureRegistry( {} as FeatureImports );

	it( 'keeps the server markup under the fallback image: no slides, the root marked', async () => {
		const element = root( true );
		const data = await loadForPage(
			{
				loader: async () => withFallback( 'mobile' ),
				features: noFeatures,
			},
			{ alias: 'a', id: 1, element }
		);
		expect( data ).toMatchObject( { slides: [] } );
		expect( element.dataset.stagecraftFallback ).toBe( 'true' );
	} );

	it( 'hands other modules on as loaded, and streams to the chunk', async () => {
		const element = root( false );
		const plain = { settings: {}, slides: [ { id: 1 } ] };
		await expect(
			loadForPage(
				{ loader: async () => plain, features: noFeatures },
				{ alias: 'a', id: 1, element }
			)
		).resolves.toBe( plain );
		const stream = { settings: { source: { type: 'post' } }, slides: [] };
		expect( readsStream( stream ) ).toBe( true );
		const streamModule = jest.fn( async () => ( { cloned: true } ) );
		const features = {
			load: async () => ( { streams: { streamModule } } ),
			loaded: () => ( {} ),
		} as unknown as Parameters< typeof loadForPage >[ 0 ][ 'features' ];
		await expect(
			loadForPage(
				{ loader: async () => stream, features },
				{ alias: 'a', id: 4, element }
			)
		).resolves.toEqual( { cloned: true } );
		expect( streamModule ).toHaveBeenCalledWith( stream, element, 4 );
		// The editor's canvas keeps the templates.
		element.dataset.stagecraftEdit = 'true';
		await expect(
			loadForPage(
				{ loader: async () => stream, features },
				{ alias: 'a', id: 4, element }
			)
		).resolves.toBe( stream );
	} );
} );
