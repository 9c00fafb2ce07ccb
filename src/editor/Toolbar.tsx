import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { DEVICE_LEVELS } from '../schema/constants';
import type { EditorSettings } from './settings';
import { exportFile } from './start-points';
import { store } from './store';
import { useSave } from './use-save';

/**
 * Saves a file in the browser's downloads.
 *
 * @param file      The file.
 * @param file.name Its name.
 * @param file.text Its content.
 */
function download( file: { name: string; text: string } ) {
	const url = URL.createObjectURL(
		new Blob( [ file.text ], { type: 'application/json' } )
	);
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = file.name;
	link.click();
	URL.revokeObjectURL( url );
}

export const LEVEL_LABELS: Record<
	( typeof DEVICE_LEVELS )[ number ],
	string
> = {
	largedesktop: __( 'Large desktop', 'stagecraft' ),
	desktop: __( 'Desktop', 'stagecraft' ),
	notebook: __( 'Notebook', 'stagecraft' ),
	tablet: __( 'Tablet', 'stagecraft' ),
	mobile: __( 'Mobile', 'stagecraft' ),
};

const STATUS_LABELS: Record< string, string > = {
	publish: __( 'Published', 'stagecraft' ),
	pending: __( 'Pending review', 'stagecraft' ),
	draft: __( 'Draft', 'stagecraft' ),
	private: __( 'Private', 'stagecraft' ),
};

/**
 * The editor's bar: the device level switcher (with each level's grid width), undo and redo,
 * the module's status and the save buttons.
 *
 * @param props          Toolbar props.
 * @param props.settings What the current user may do.
 */
export function Toolbar( { settings }: { settings: EditorSettings } ) {
	const {
		module,
		level,
		canUndo,
		canRedo,
		dirty,
		saveState,
		status,
		history,
	} = useSelect(
		( s ) => ( {
			module: s( store ).module(),
			level: s( store ).level(),
			canUndo: s( store ).canUndo(),
			canRedo: s( store ).canRedo(),
			dirty: s( store ).isDirty(),
			saveState: s( store ).saveState(),
			status: s( store ).state().status,
			history: s( store ).state().history,
		} ),
		[]
	);
	const { undo, redo, setLevel } = useDispatch( store );
	const save = useSave();
	const saving = saveState.state === 'saving';
	const published = status === 'publish';
	return (
		<div
			className="stagecraft-editor__toolbar"
			role="group"
			aria-label={ __( 'Module editor', 'stagecraft' ) }
		>
			<div
				className="stagecraft-editor__levels"
				role="group"
				aria-label={ __( 'Device level', 'stagecraft' ) }
			>
				{ DEVICE_LEVELS.map( ( name, index ) => (
					<Button
						key={ name }
						size="compact"
						isPressed={ index === level }
						onClick={ () => setLevel( index ) }
					>
						{ sprintf(
							/* translators: 1: device level, 2: its grid width in px */
							__( '%1$s (%2$d px)', 'stagecraft' ),
							LEVEL_LABELS[ name ],
							module?.settings.size.width[ index ] ?? 0
						) }
					</Button>
				) ) }
			</div>
			<div className="stagecraft-editor__history">
				<Button
					size="compact"
					disabled={ ! canUndo }
					accessibleWhenDisabled
					onClick={ undo }
					shortcut="Ctrl+Z"
				>
					{ __( 'Undo', 'stagecraft' ) }
				</Button>
				<Button
					size="compact"
					disabled={ ! canRedo }
					accessibleWhenDisabled
					onClick={ redo }
					shortcut="Ctrl+Shift+Z"
				>
					{ __( 'Redo', 'stagecraft' ) }
				</Button>
			</div>
			<div className="stagecraft-editor__save">
				<Button
					variant="tertiary"
					disabled={ ! module }
					accessibleWhenDisabled
					onClick={ () => module && download( exportFile( module ) ) }
				>
					{ __( 'Export JSON', 'stagecraft' ) }
				</Button>
				{ history && (
					<Button variant="link" href={ history }>
						{ __( 'Revisions: compare and restore', 'stagecraft' ) }
					</Button>
				) }
				<span className="stagecraft-editor__status">
					{ STATUS_LABELS[ status ] ?? status }
					{ dirty && ` · ${ __( 'Unsaved changes', 'stagecraft' ) }` }
				</span>
				{ ! published && (
					<Button
						variant="secondary"
						disabled={ saving }
						accessibleWhenDisabled
						onClick={ () =>
							save( status === 'pending' ? 'pending' : 'draft' )
						}
					>
						{ status === 'pending'
							? __( 'Save as pending', 'stagecraft' )
							: __( 'Save draft', 'stagecraft' ) }
					</Button>
				) }
				<Button
					variant="primary"
					isBusy={ saving }
					disabled={ saving }
					accessibleWhenDisabled
					onClick={ () => {
						if ( published ) {
							save();
						} else {
							save( settings.canPublish ? 'publish' : 'pending' );
						}
					} }
				>
					{ published && __( 'Save', 'stagecraft' ) }
					{ ! published &&
						settings.canPublish &&
						__( 'Publish', 'stagecraft' ) }
					{ ! published &&
						! settings.canPublish &&
						__( 'Submit for review', 'stagecraft' ) }
				</Button>
			</div>
		</div>
	);
}
