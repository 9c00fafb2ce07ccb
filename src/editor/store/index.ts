// The editor's store on @wordpress/data, so every panel (and later issues' panels) reads and
// changes the module the same way: useSelect( store ) and useDispatch( store ).
import { createReduxStore, register } from '@wordpress/data';
import type { StoredModule } from '../../schema/module';
import type { LoadedModule } from '../api';
import type { Id } from '../../schema/base';
import {
	isDirty,
	reducer,
	type EditorAction,
	type EditorState,
	type SaveState,
} from './reducer';

export const STORE_NAME = 'stagecraft/module-editor';

const actions = {
	load: ( loaded: LoadedModule ): EditorAction => ( {
		type: 'LOAD',
		...loaded,
	} ),
	/**
	 * One edit: the whole next module, computed by an edit of edits.ts.
	 *
	 * @param module       The module after the edit.
	 * @param key          Edits with one key in a row are one undo step (typing in one field).
	 * @param select       What to select with it (the layer just added).
	 * @param select.slide
	 * @param select.layer
	 */
	edit: (
		module: StoredModule,
		key?: string,
		select?: { slide?: number; layer?: Id | null }
	): EditorAction => ( {
		type: 'EDIT',
		module,
		key,
		select,
		at: Date.now(),
	} ),
	undo: (): EditorAction => ( { type: 'UNDO' } ),
	redo: (): EditorAction => ( { type: 'REDO' } ),
	selectSlide: ( slide: number ): EditorAction => ( {
		type: 'SELECT_SLIDE',
		slide,
	} ),
	selectLayer: ( layer: Id | null ): EditorAction => ( {
		type: 'SELECT_LAYER',
		layer,
	} ),
	setLevel: ( level: number ): EditorAction => ( {
		type: 'SET_LEVEL',
		level,
	} ),
	/**
	 * Hides a layer in the editor (or shows it again), or locks it against moves (or unlocks it).
	 *
	 * @param flag  hidden or locked.
	 * @param layer The layer's id.
	 */
	toggleLayerFlag: (
		flag: 'hidden' | 'locked',
		layer: Id
	): EditorAction => ( { type: 'TOGGLE_LAYER_FLAG', flag, layer } ),
	setSaveState: ( save: SaveState ): EditorAction => ( {
		type: 'SAVE_STATE',
		save,
	} ),
	/**
	 * A save went through.
	 *
	 * @param module The module that was sent (edits made since stay unsaved).
	 * @param reply  The server's reply.
	 * @param auto   An autosave, not the Save button.
	 */
	saved: (
		module: StoredModule,
		reply: LoadedModule,
		auto = false
	): EditorAction => ( {
		type: 'SAVED',
		module,
		status: reply.status,
		revision: reply.revision,
		history: reply.history,
		auto,
	} ),
};

const selectors = {
	state: ( state: EditorState ) => state,
	module: ( state: EditorState ) => state.module,
	slideIndex: ( state: EditorState ) => state.slide,
	slide: ( state: EditorState ) =>
		state.module?.slides[ state.slide ] ?? null,
	layerId: ( state: EditorState ) => state.layer,
	layer: ( state: EditorState ) =>
		state.module?.slides[ state.slide ]?.layers.find(
			( l ) => l.id === state.layer
		) ?? null,
	level: ( state: EditorState ) => state.level,
	canUndo: ( state: EditorState ) => state.past.length > 0,
	canRedo: ( state: EditorState ) => state.future.length > 0,
	isDirty,
	isHidden: ( state: EditorState, layer: Id ) =>
		state.hidden.includes( String( layer ) ),
	isLocked: ( state: EditorState, layer: Id ) =>
		state.locked.includes( String( layer ) ),
	hiddenLayers: ( state: EditorState ) => state.hidden,
	saveState: ( state: EditorState ) => state.save,
};

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );
