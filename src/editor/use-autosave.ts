import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { store } from './store';
import { save } from './use-save';

/** Idle time after the last edit before a draft saves itself, in ms. */
export const AUTOSAVE_DELAY = 10_000;

/**
 * Saves a draft (or a module pending review) by itself once the edits pause. A published
 * module is never autosaved: visitors see it, so only the Save button changes it.
 */
export function useAutosave() {
	const { module, dirty, status, saving } = useSelect(
		( select ) => ( {
			module: select( store ).module(),
			dirty: select( store ).isDirty(),
			status: select( store ).state().status,
			saving: select( store ).saveState().state === 'saving',
		} ),
		[]
	);
	useEffect( () => {
		if (
			! dirty ||
			saving ||
			! [ 'draft', 'pending' ].includes( status )
		) {
			return;
		}
		const timer = window.setTimeout(
			() => save( undefined, true ),
			AUTOSAVE_DELAY
		);
		return () => window.clearTimeout( timer );
	}, [ module, dirty, status, saving ] );
}
