import fixture from '../../../tests/fixtures/module-features.json';
import { sampleReply } from '../../schema/sample-reply';
import { moduleResources } from '../lifecycle/module-resources';
import { normaliseModuleView } from '../normalise/module-view';
import { prepareModule } from '../prepare';
import { FEATURE_IMPORTS } from './imports';
import { featuresOf } from './needs';
import { createFeatureRegistry, featureNames } from './registry';
import type { FeatureImports } from './registry';

type Case = ( typeof fixture.cases )[ number ];

// A reply from the case: sample slides with the case's fields.
function replyOf( entry: Case ) {
	const reply = sampleReply();
	const [ sample ] = reply.slides;
	return {
		...reply,
		settings: { ...reply.settings, type: entry.type, ...entry.settings },
		slides: entry.slides.map( ( slide: Record< string, unknown >, i ) => ( {
			...sample,
			id: i + 1,
			order: i + 1,
			bg: slide.bg ?? sample.bg,
			layers: slide.layerBg
				? [ { ...sample.layers[ 0 ], bg: slide.layerBg } ]
				: sample.layers.map( ( layer ) => ( {
						...layer,
						...( slide.layer as object | undefined ),
					} ) ),
		} ) ),
	};
}

describe( 'featuresOf', () => {
	it.each( fixture.cases.map( ( entry ) => [ entry.name, entry ] ) )(
		'%s (same as the server)',
		( _name, entry ) => {
			const raw = replyOf( entry as Case );
			const loaded = normaliseModuleView( raw );
			expect( loaded.success ).toBe( true );
			if ( ! loaded.success ) {
				return;
			}
			const prepared = prepareModule( loaded.data );
			expect(
				featuresOf(
					prepared,
					moduleResources( raw, loaded.data.addOns )
				)
			).toEqual( ( entry as Case ).features );
		}
	);

	it( 'knows every feature the fixture names', () => {
		const named = fixture.cases.flatMap( ( entry ) => entry.features );
		expect( featureNames( named.join( ' ' ), FEATURE_IMPORTS ) ).toEqual(
			named
		);
	} );
} );

describe( 'feature registry', () => {
	function imports() {
		const calls: string[] = [];
		let fail = true;
		const fake = {
			arrows: () => {
				calls.push( 'arrows' );
				return Promise.resolve( { createArrows: () => null } );
			},
			wheel: () => {
				calls.push( 'wheel' );
				if ( fail ) {
					fail = false;
					return Promise.reject( new Error( 'ChunkLoadError' ) );
				}
				return Promise.resolve( { createWheel: () => null } );
			},
		} as unknown as FeatureImports;
		return { fake, calls };
	}

	it( 'fetches each feature once, however often it is asked for', async () => {
		const { fake, calls } = imports();
		const registry = createFeatureRegistry( fake );
		const [ first, second ] = await Promise.all( [
			registry.load( [ 'arrows' ] ),
			registry.load( [ 'arrows', 'arrows' ] ),
		] );
		expect( calls ).toEqual( [ 'arrows' ] );
		expect( first.arrows ).toBeDefined();
		expect( second.arrows ).toBe( first.arrows );
	} );

	it( 'leaves out a feature that cannot be fetched, and tries it again next time', async () => {
		const { fake, calls } = imports();
		const registry = createFeatureRegistry( fake );
		const loaded = await registry.load( [ 'arrows', 'wheel' ] );
		expect( loaded.wheel ).toBeUndefined();
		expect( loaded.arrows ).toBeDefined();
		expect( console ).toHaveErroredWith(
			'Stagecraft: the wheel feature could not be loaded',
			'ChunkLoadError'
		);
		expect( ( await registry.load( [ 'wheel' ] ) ).wheel ).toBeDefined();
		expect( calls ).toEqual( [ 'arrows', 'wheel', 'wheel' ] );
	} );

	it( 'reads the server hint, ignoring names it does not know', () => {
		expect(
			featureNames( ' arrows  rss bullets ', FEATURE_IMPORTS )
		).toEqual( [ 'arrows', 'bullets' ] );
		expect( featureNames( undefined, FEATURE_IMPORTS ) ).toEqual( [] );
	} );
} );
