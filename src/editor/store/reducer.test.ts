import * as z from 'zod/mini';
import { storedModuleSchema, type StoredModule } from '../../schema/module';
import { addLayer, addSlide } from './edits';
import {
	COALESCE_MS,
	HISTORY_LIMIT,
	initialState,
	isDirty,
	reducer,
	type EditorState,
} from './reducer';

const blank = (): StoredModule =>
	z.parse( storedModuleSchema, { alias: 'm', title: 'M' } );

const loaded = (): EditorState =>
	reducer( initialState, {
		type: 'LOAD',
		id: 7,
		status: 'draft',
		revision: '"a"',
		history: '',
		module: addSlide( blank(), 'One' ),
	} );

const edit = (
	state: EditorState,
	module: StoredModule,
	key?: string,
	at = 0
) => reducer( state, { type: 'EDIT', module, key, at } );

describe( 'editor state', () => {
	it( 'undoes and redoes every edit, and a new edit clears redo', () => {
		const s0 = loaded();
		const m1 = addSlide( s0.module!, 'Two' );
		const s1 = edit( s0, m1 );
		const m2 = addSlide( m1, 'Three' );
		const s2 = edit( s1, m2 );
		const back = reducer( reducer( s2, { type: 'UNDO' } ), {
			type: 'UNDO',
		} );
		expect( back.module ).toBe( s0.module );
		expect( isDirty( back ) ).toBe( false );
		const again = reducer( back, { type: 'REDO' } );
		expect( again.module ).toBe( m1 );
		expect( isDirty( again ) ).toBe( true );
		const other = edit( again, addSlide( m1, 'Other' ) );
		expect( other.future ).toEqual( [] );
		expect( reducer( other, { type: 'REDO' } ) ).toBe( other );
	} );

	it( 'makes one undo step of edits with one key in a row (typing)', () => {
		const s0 = loaded();
		let s = s0;
		for ( let i = 0; i < 5; i++ ) {
			s = edit( s, { ...s.module!, title: 'T' + i }, 'title', i * 100 );
		}
		expect( s.past ).toHaveLength( 1 );
		s = edit(
			s,
			{ ...s.module!, title: 'later' },
			'title',
			400 + COALESCE_MS
		);
		expect( s.past ).toHaveLength( 2 );
		expect( reducer( s, { type: 'UNDO' } ).module!.title ).toBe( 'T4' );
	} );

	it( 'keeps at most HISTORY_LIMIT undo steps', () => {
		let s = loaded();
		for ( let i = 0; i < HISTORY_LIMIT + 10; i++ ) {
			s = edit( s, { ...s.module!, title: 'T' + i } );
		}
		expect( s.past ).toHaveLength( HISTORY_LIMIT );
	} );

	it( 'selects what an edit adds, and drops a selection that no longer exists', () => {
		const s0 = loaded();
		const added = addLayer( s0.module!, 0, 'text' );
		const s1 = reducer( s0, {
			type: 'EDIT',
			module: added.module,
			at: 0,
			select: { layer: added.id },
		} );
		expect( s1.layer ).toBe( added.id );
		expect( reducer( s1, { type: 'UNDO' } ).layer ).toBeNull();
		expect( reducer( s1, { type: 'SELECT_SLIDE', slide: 9 } ).slide ).toBe(
			0
		);
	} );

	it( 'keeps edits made while a save ran unsaved', () => {
		const s0 = loaded();
		const m1 = addSlide( s0.module!, 'Two' );
		const s1 = edit( s0, m1 );
		const s2 = edit( s1, addSlide( m1, 'Three' ) );
		const s3 = reducer( s2, {
			type: 'SAVED',
			module: m1,
			status: 'publish',
			revision: '"b"',
			history: 'http://example.test/wp-admin/revision.php?revision=3',
		} );
		expect( isDirty( s3 ) ).toBe( true );
		expect( s3.revision ).toBe( '"b"' );
	} );

	it( 'hides and locks layers in the editor only, without an undo step', () => {
		const s0 = loaded();
		const s1 = reducer( s0, {
			type: 'TOGGLE_LAYER_FLAG',
			flag: 'hidden',
			layer: 3,
		} );
		expect( s1.hidden ).toEqual( [ '3' ] );
		expect( s1.past ).toEqual( [] );
		expect( isDirty( s1 ) ).toBe( false );
		expect(
			reducer( s1, {
				type: 'TOGGLE_LAYER_FLAG',
				flag: 'hidden',
				layer: '3',
			} ).hidden
		).toEqual( [] );
	} );
} );
