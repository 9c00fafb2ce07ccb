import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { store } from './store';
import { save } from './use-save';

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes and Ctrl/Cmd+S saves, wherever focus
 * is in the editor; leaving the page with unsaved edits asks first.
 */
export function useShortcuts() {
	const { undo, redo } = useDispatch( store );
	const dirty = useSelect( ( s ) => s( store ).isDirty(), [] );
	useEffect( () => {
		const onKey = ( event: KeyboardEvent ) => {
			if ( ! ( event.ctrlKey || event.metaKey ) || event.altKey ) {
				return;
			}
			const key = event.key.toLowerCase();
			if ( key === 'z' ) {
				event.preventDefault();
				if ( event.shiftKey ) {
					redo();
				} else {
					undo();
				}
			} else if ( key === 'y' ) {
				event.preventDefault();
				redo();
			} else if ( key === 's' ) {
				event.preventDefault();
				save();
			}
		};
		document.addEventListener( 'keydown', onKey );
		return () => document.removeEventListener( 'keydown', onKey );
	}, [ undo, redo ] );
	useEffect( () => {
		if ( ! dirty ) {
			return;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ dirty ] );
}
