import * as z from 'zod/mini';
import { elementsOf } from '../../module/navigation';
import { navigationSchema, type Navigation } from '../../schema/navigation';
import {
	elementOf,
	shownKinds,
	withElement,
	withVisibility,
} from './navigation';

const none = (): Navigation => z.parse( navigationSchema, {} );
const runtimeShows = ( navigation: Navigation, type: string ) =>
	Object.keys( elementsOf( navigation, type ) ).sort();
const editorShows = ( navigation: Navigation, type: string ) =>
	Object.entries( shownKinds( navigation, type ) )
		.filter( ( [ , shown ] ) => shown )
		.map( ( [ kind ] ) => kind )
		.sort();

describe( 'navigation elements', () => {
	it( 'shows what the runtime shows: a slider without settings has arrows and bullets', () => {
		for ( const type of [ 'slider', 'hero', 'carousel' ] ) {
			expect( editorShows( none(), type ) ).toEqual(
				runtimeShows( none(), type )
			);
		}
		expect( editorShows( none(), 'slider' ) ).toEqual( [
			'arrows',
			'bullets',
		] );
		expect( elementOf( none(), 'slider', 'arrows' ).set ).toBe( true );
	} );

	it( 'keeps the arrows when the bullets of a slider without settings are turned off', () => {
		const next = withElement( none(), 'slider', 'bullets', { set: false } );
		expect( runtimeShows( next, 'slider' ) ).toEqual( [ 'arrows' ] );
		expect( editorShows( next, 'slider' ) ).toEqual( [ 'arrows' ] );
		expect( z.safeParse( navigationSchema, next ).success ).toBe( true );
	} );

	it( 'places an element and keeps its other fields', () => {
		const a = withElement( none(), 'hero', 'tabs', {
			set: true,
			h: 'left',
		} );
		const b = withElement( a, 'hero', 'tabs', {
			io: 'outer-bottom',
			x: 10,
		} );
		expect( b.tabs ).toMatchObject( {
			set: true,
			h: 'left',
			io: 'outer-bottom',
			x: 10,
		} );
		expect( runtimeShows( b, 'hero' ) ).toEqual( [ 'tabs' ] );
	} );

	it( 'hides an element on one level or all', () => {
		const one = withVisibility( none(), 'slider', 'arrows', 4, false );
		expect( one.arrows?.vis ).toEqual( [ true, true, true, true, false ] );
		const all = withVisibility( one, 'slider', 'arrows', 0, false, true );
		expect( all.arrows?.vis ).toEqual( [
			false,
			false,
			false,
			false,
			false,
		] );
		expect( all.bullets?.set ).toBe( true );
	} );
} );
