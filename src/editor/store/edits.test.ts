import * as z from 'zod/mini';
import { LAYER_TYPES } from '../../schema/constants';
import { storedModuleSchema, type StoredModule } from '../../schema/module';
import {
	addLayer,
	addSlide,
	deleteLayer,
	deleteSlide,
	duplicateLayer,
	duplicateSlide,
	moveLayer,
	moveSlide,
	nextId,
	setParent,
} from './edits';
import { placeLayer, snap, writeLevel } from './levels';

const blank = (): StoredModule =>
	z.parse( storedModuleSchema, { alias: 'm', title: 'M' } );

describe( 'module edits', () => {
	it( 'adds slides with the next free id, and layers that the schema accepts', () => {
		let m = addSlide( addSlide( blank(), 'One' ), 'Two' );
		expect( m.slides.map( ( s ) => [ s.id, s.title ] ) ).toEqual( [
			[ 1, 'One' ],
			[ 2, 'Two' ],
		] );
		const added = addLayer( m, 1, 'text', 'Hello' );
		m = added.module;
		expect( added.id ).toBe( 1 );
		expect( m.slides[ 1 ].layers[ 0 ].content.text ).toBe( 'Hello' );
		expect( z.safeParse( storedModuleSchema, m ).success ).toBe( true );
	} );

	it.each( LAYER_TYPES )( 'creates a valid %s layer', ( type ) => {
		const m = addLayer( addSlide( blank(), 'S' ), 0, type ).module;
		expect( m.slides[ 0 ].layers[ 0 ].type ).toBe( type );
		expect( z.safeParse( storedModuleSchema, m ).success ).toBe( true );
	} );

	it( 'duplicates a slide with new slide and layer ids, keeping nesting', () => {
		let m = addSlide( blank(), 'S' );
		m = addLayer( m, 0, 'group' ).module;
		m = addLayer( m, 0, 'text' ).module;
		m.slides[ 0 ].layers[ 1 ].pid = 1;
		m = duplicateSlide( m, 0 );
		expect( m.slides[ 1 ].id ).toBe( 2 );
		expect( m.slides[ 1 ].layers.map( ( l ) => [ l.id, l.pid ] ) ).toEqual(
			[
				[ 3, -1 ],
				[ 4, 3 ],
			]
		);
	} );

	it( 'deletes a layer with its children, and a slide', () => {
		let m = addSlide( blank(), 'S' );
		m = addLayer( m, 0, 'group' ).module;
		m = addLayer( m, 0, 'text' ).module;
		m = addLayer( m, 0, 'text' ).module;
		m.slides[ 0 ].layers[ 1 ].pid = 1;
		expect(
			deleteLayer( m, 0, 1 ).slides[ 0 ].layers.map( ( l ) => l.id )
		).toEqual( [ 3 ] );
		expect( deleteSlide( m, 0 ).slides ).toEqual( [] );
	} );

	it( 'reorders slides (their order follows) and layers (clamped)', () => {
		let m = addSlide( addSlide( addSlide( blank(), 'A' ), 'B' ), 'C' );
		m = moveSlide( m, 0, 2 );
		expect( m.slides.map( ( s ) => [ s.title, s.order ] ) ).toEqual( [
			[ 'B', 0 ],
			[ 'C', 1 ],
			[ 'A', 2 ],
		] );
		m = addLayer( addLayer( m, 0, 'text' ).module, 0, 'shape' ).module;
		m = moveLayer( m, 0, 1, 5 );
		expect( m.slides[ 0 ].layers.map( ( l ) => l.id ) ).toEqual( [ 2, 1 ] );
		const copy = duplicateLayer( m, 0, 2 );
		expect( copy.id ).toBe( 3 );
		expect( copy.module.slides[ 0 ].layers.map( ( l ) => l.id ) ).toEqual( [
			2, 3, 1,
		] );
	} );

	it( 'finds the next id among numeric and string ids', () => {
		expect( nextId( [] ) ).toBe( 1 );
		expect( nextId( [ 3, '7', 'abc' ] ) ).toBe( 8 );
	} );
} );

describe( 'nesting', () => {
	it( 'puts a layer in a group and back, and refuses a loop', () => {
		let m = addSlide( blank(), 'S' );
		m = addLayer( m, 0, 'group' ).module;
		m = addLayer( m, 0, 'row' ).module;
		m = setParent( m, 0, 2, 1 );
		expect( m.slides[ 0 ].layers[ 1 ].pid ).toBe( 1 );
		// The group inside its own row would be a loop.
		expect( setParent( m, 0, 1, 2 ).slides[ 0 ].layers[ 0 ].pid ).toBe(
			-1
		);
		expect( setParent( m, 0, 2, -1 ).slides[ 0 ].layers[ 1 ].pid ).toBe(
			-1
		);
	} );
} );

describe( 'per-level writes', () => {
	it( 'writes the selected level only, or every level', () => {
		expect( writeLevel( [ 1, 2, 3, 4, 5 ], 3, 9 ) ).toEqual( [
			1, 2, 3, 9, 5,
		] );
		expect( writeLevel( [ 1, 2, 3, 4, 5 ], 3, 9, true ) ).toEqual( [
			9, 9, 9, 9, 9,
		] );
	} );

	it( 'places a layer on one level in whole px', () => {
		const m = addLayer( addSlide( blank(), 'S' ), 0, 'text' ).module;
		const layer = placeLayer( m.slides[ 0 ].layers[ 0 ], 4, 10.4, 20.6 );
		expect( layer.pos.x ).toEqual( [ 40, 40, 40, 40, 10 ] );
		expect( layer.pos.y ).toEqual( [ 40, 40, 40, 40, 21 ] );
	} );

	it( 'snaps to the grid start, centre and end', () => {
		expect( snap( 5, 100, 1000 ) ).toBe( 0 );
		expect( snap( 446, 100, 1000 ) ).toBe( 450 );
		expect( snap( 895, 100, 1000 ) ).toBe( 900 );
		expect( snap( 300, 100, 1000 ) ).toBe( 300 );
	} );
} );
