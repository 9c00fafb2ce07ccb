import { dispatch, select } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { EditorRequestError, saveModule } from './api';
import { announceSaved } from './saved-channel';
import { schemaProblem } from './schema-problem';
import { store } from './store';

/**
 * Saves the module being edited. The edit stays in the editor whatever happens: a refused
 * save says why (and which field), a stale one says someone else saved.
 *
 * @param status A status to change to ('publish', 'pending', 'draft'); the current one if none.
 * @param auto   An autosave: said more quietly.
 */
export async function save(
	status?: string,
	auto = false
): Promise< boolean > {
	const state = select( store ).state();
	if ( ! state.module || state.save.state === 'saving' ) {
		return false;
	}
	const sent = state.module;
	// The schema the server checks with, first: a refusal names the field without a round trip.
	const invalid = schemaProblem( sent );
	if ( invalid ) {
		dispatch( store ).setSaveState( { state: 'error', ...invalid } );
		return false;
	}
	dispatch( store ).setSaveState( { state: 'saving' } );
	try {
		const reply = await saveModule(
			state.id,
			sent,
			state.revision,
			status
		);
		dispatch( store ).saved( sent, reply, auto );
		announceSaved( state.id );
		return true;
	} catch ( error ) {
		const refused =
			error instanceof EditorRequestError
				? error
				: new EditorRequestError(
						__( 'The module could not be saved.', 'stagecraft' )
					);
		dispatch( store ).setSaveState( {
			state: 'error',
			message: refused.message,
			field: refused.field,
		} );
		return false;
	}
}

/** The save action for buttons and the keyboard shortcut. */
export const useSave = () =>
	useCallback( ( status?: string ) => save( status ), [] );
