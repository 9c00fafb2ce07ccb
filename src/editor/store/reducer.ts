// The editor's state: the module being edited, what is selected, the device level shown, and
// the undo history. Pure, so Jest tests it without WordPress; store.ts registers it.
import type { StoredModule } from '../../schema/module';
import type { Id } from '../../schema/base';

/** Undo steps kept. */
export const HISTORY_LIMIT = 100;

/** Edits with the same key within this many ms are one undo step (typing, dragging). */
export const COALESCE_MS = 1000;

export type SaveState =
	| { state: 'idle' }
	| { state: 'saving' }
	| { state: 'saved'; auto?: boolean }
	| { state: 'error'; message: string; field?: string };

export interface EditorState {
	id: number;
	/** Post status: draft, pending, publish… */
	status: string;
	/** The stored version the edits are based on (a save with another one is refused). */
	revision: string;
	/** WordPress's revisions screen for the module ('' before the first revision). */
	history: string;
	module: StoredModule | null;
	/** The module as last saved: the edits are unsaved while module differs. */
	saved: StoredModule | null;
	slide: number;
	layer: Id | null;
	level: number;
	past: StoredModule[];
	future: StoredModule[];
	/** Key and time of the last edit, for coalescing. */
	last: { key: string; at: number } | null;
	save: SaveState;
	/** Layers hidden in the editor and layers locked against moves: the editor's own, not saved. */
	hidden: string[];
	locked: string[];
}

export const initialState: EditorState = {
	id: 0,
	status: 'draft',
	revision: '',
	history: '',
	module: null,
	saved: null,
	slide: 0,
	layer: null,
	level: 0,
	past: [],
	future: [],
	last: null,
	save: { state: 'idle' },
	hidden: [],
	locked: [],
};

export type EditorAction =
	| {
			type: 'LOAD';
			id: number;
			status: string;
			revision: string;
			history: string;
			module: StoredModule;
	  }
	| {
			type: 'EDIT';
			module: StoredModule;
			key?: string;
			at: number;
			select?: { slide?: number; layer?: Id | null };
	  }
	| { type: 'UNDO' }
	| { type: 'REDO' }
	| { type: 'SELECT_SLIDE'; slide: number }
	| { type: 'SELECT_LAYER'; layer: Id | null }
	| { type: 'SET_LEVEL'; level: number }
	| { type: 'SAVE_STATE'; save: SaveState }
	| { type: 'TOGGLE_LAYER_FLAG'; flag: 'hidden' | 'locked'; layer: Id }
	| {
			type: 'SAVED';
			module: StoredModule;
			status: string;
			revision: string;
			history: string;
			auto?: boolean;
	  };

const clampSlide = ( state: EditorState, slide: number ) =>
	Math.max( 0, Math.min( slide, ( state.module?.slides.length ?? 1 ) - 1 ) );

/**
 * The selected layer if it still exists on the selected slide, else none.
 * @param state
 */
function keepLayer( state: EditorState ): EditorState {
	const layers = state.module?.slides[ state.slide ]?.layers ?? [];
	return layers.some( ( l ) => l.id === state.layer )
		? state
		: { ...state, layer: null };
}

function edit(
	state: EditorState,
	action: Extract< EditorAction, { type: 'EDIT' } >
): EditorState {
	if ( ! state.module || action.module === state.module ) {
		return state;
	}
	const merge =
		!! action.key &&
		state.last?.key === action.key &&
		action.at - state.last.at < COALESCE_MS;
	const past = merge
		? state.past
		: [ ...state.past, state.module ].slice( -HISTORY_LIMIT );
	const next: EditorState = {
		...state,
		module: action.module,
		past,
		future: [],
		last: action.key ? { key: action.key, at: action.at } : null,
		slide: action.select?.slide ?? state.slide,
		layer:
			action.select && 'layer' in action.select
				? ( action.select.layer ?? null )
				: state.layer,
	};
	return keepLayer( { ...next, slide: clampSlide( next, next.slide ) } );
}

function travel( state: EditorState, back: boolean ): EditorState {
	const from = back ? state.past : state.future;
	const target = from[ from.length - 1 ];
	if ( ! target || ! state.module ) {
		return state;
	}
	const rest = from.slice( 0, -1 );
	const moved = {
		...state,
		module: target,
		past: back ? rest : [ ...state.past, state.module ],
		future: back ? [ ...state.future, state.module ] : rest,
		last: null,
	};
	return keepLayer( { ...moved, slide: clampSlide( moved, moved.slide ) } );
}

export function reducer(
	state: EditorState = initialState,
	action: EditorAction
): EditorState {
	switch ( action.type ) {
		case 'LOAD':
			return {
				...initialState,
				level: state.level,
				id: action.id,
				status: action.status,
				revision: action.revision,
				history: action.history,
				module: action.module,
				saved: action.module,
			};
		case 'EDIT':
			return edit( state, action );
		case 'UNDO':
			return travel( state, true );
		case 'REDO':
			return travel( state, false );
		case 'SELECT_SLIDE':
			return keepLayer( {
				...state,
				slide: clampSlide( state, action.slide ),
			} );
		case 'SELECT_LAYER':
			return { ...state, layer: action.layer };
		case 'SET_LEVEL':
			return {
				...state,
				level: Math.max( 0, Math.min( 4, action.level ) ),
			};
		case 'TOGGLE_LAYER_FLAG': {
			const key = String( action.layer );
			const list = state[ action.flag ];
			return {
				...state,
				[ action.flag ]: list.includes( key )
					? list.filter( ( id ) => id !== key )
					: [ ...list, key ],
			};
		}
		case 'SAVE_STATE':
			return { ...state, save: action.save };
		case 'SAVED':
			return {
				...state,
				saved: action.module,
				status: action.status,
				revision: action.revision,
				history: action.history,
				save: { state: 'saved', auto: action.auto },
			};
	}
	return state;
}

/**
 * Whether there are edits not yet saved.
 * @param state
 */
export const isDirty = ( state: EditorState ) => state.module !== state.saved;
