import { normaliseModuleView } from './normalise/module-view';
import type { LoadedModuleView } from './normalise/module-view';
import { isPublished, prepareModule } from './prepare';

const NOW = Date.parse( '2026-06-15T12:00:00' );

function loaded( raw: Record< string, unknown > ): LoadedModuleView {
	const result = normaliseModuleView( { success: true, alias: 'm', ...raw } );
	if ( ! result.success ) {
		throw new Error( result.error );
	}
	return result.data;
}

const slide = ( id: number, extra: Record< string, unknown > = {} ) => ( {
	id,
	order: id,
	...extra,
} );

describe( 'isPublished', () => {
	it.each( [
		[ {}, true ],
		[ { state: 'unpublished' }, false ],
		[ { from: '2026-06-01' }, true ],
		[ { from: '2026-07-01 10:00' }, false ],
		[ { to: NOW }, false ],
		[ { to: NOW + 1 }, true ],
		[ { from: String( NOW + 1 ) }, false ],
		[ { from: 'tomorrow' }, true ],
	] )( '%p is published: %p', ( publish, expected ) => {
		expect( isPublished( { state: 'published', ...publish }, NOW ) ).toBe(
			expected
		);
	} );
} );

describe( 'prepareModule', () => {
	it( 'orders slides, sets global ones apart and points at first, previous and next', () => {
		const module = prepareModule(
			loaded( {
				id: 4,
				slides: [
					slide( 3 ),
					slide( 1 ),
					slide( 9, { global: true } ),
					slide( 2, { slideshow: { hfn: true } } ),
					slide( 5, { publish: { state: 'draft' } } ),
				],
				static_slide: slide( 8 ),
			} ),
			{ now: NOW }
		);
		expect( module.slides.map( ( s ) => s.id ) ).toEqual( [ 1, 2, 3 ] );
		expect( module.staticSlides.map( ( s ) => s.id ) ).toEqual( [ 8, 9 ] );
		expect( module.slideOrder ).toEqual( [ 0, 1, 2 ] );
		expect( module.navSlideOrder ).toEqual( [ 0, 2 ] );
		expect( module.current ).toMatchObject( { index: 0, id: 1 } );
		expect( module.prev ).toMatchObject( { index: 2, id: 3 } );
		expect( module.next ).toMatchObject( { index: 1, id: 2 } );
		expect( module.current?.slide ).toBe( module.slides[ 0 ] );
		expect( module ).toMatchObject( {
			id: 4,
			alias: 'm',
			migrated: false,
		} );
	} );

	it( 'starts at firstSlide and shuffles the play order', () => {
		const module = prepareModule(
			loaded( {
				settings: { slideshow: { firstSlide: 3, shuffle: true } },
				slides: [ slide( 1 ), slide( 2 ), slide( 3 ) ],
			} ),
			// Always the first candidate: [0,1,2] becomes [1,2,0].
			{ now: NOW, random: () => 0 }
		);
		expect( module.slideOrder ).toEqual( [ 1, 2, 0 ] );
		expect( module.current ).toMatchObject( { index: 2, id: 3 } );
		expect( module.next ).toMatchObject( { index: 0 } );
		expect( module.prev ).toMatchObject( { index: 1 } );
	} );

	it( 'reports a legacy format the server migrated', () => {
		expect(
			prepareModule( loaded( { settings: { migrated: true } } ), {
				now: NOW,
			} ).migrated
		).toBe( true );
	} );

	it( 'has no current slide without slides', () => {
		const module = prepareModule( loaded( {} ), { now: NOW } );
		expect( module.current ).toBeUndefined();
		expect( module.slideOrder ).toEqual( [] );
	} );
} );
