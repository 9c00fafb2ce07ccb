import { Notice, Panel, Spinner, TextControl } from '@wordpress/components';
import { speak } from '@wordpress/a11y';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { loadModule, type LoadedModule } from './api';
import { Canvas } from './canvas/Canvas';
import { ListHelp } from './panels/ItemList';
import { panelsIn, type PanelArea as Area } from './registry';
import type { EditorSettings } from './settings';
import { StartScreen } from './StartScreen';
import { store } from './store';
import { Toolbar } from './Toolbar';
import { useAutosave } from './use-autosave';
import { useShortcuts } from './use-shortcuts';
import { useEditor } from './use-editor';

function SaveNotice() {
	const saveState = useSelect( ( s ) => s( store ).saveState(), [] );
	const { setSaveState } = useDispatch( store );
	if ( saveState.state === 'error' ) {
		return (
			<Notice
				status="error"
				onRemove={ () => setSaveState( { state: 'idle' } ) }
			>
				{ saveState.message }
				{ saveState.field &&
					' ' +
						sprintf(
							/* translators: %s: the module field, e.g. module[slides][0][title] */
							__(
								'Field: %s. Your edit is kept; change it and save again.',
								'stagecraft'
							),
							saveState.field
						) }
			</Notice>
		);
	}
	if ( saveState.state === 'saved' ) {
		return (
			<Notice
				status="success"
				onRemove={ () => setSaveState( { state: 'idle' } ) }
			>
				{ saveState.auto
					? __( 'Draft saved automatically.', 'stagecraft' )
					: __( 'Module saved.', 'stagecraft' ) }
			</Notice>
		);
	}
	return null;
}

// The panels of one area, as registered (src/editor/panels.ts).
function PanelArea( { area }: { area: Area } ) {
	return (
		<>
			{ panelsIn( area ).map( ( { name, component: AreaPanel } ) => (
				<AreaPanel key={ name } />
			) ) }
		</>
	);
}

function Workspace( { settings }: { settings: EditorSettings } ) {
	const { module, state, layer, editModule } = useEditor();
	useShortcuts();
	useAutosave();
	// The canvas selection, announced.
	useEffect( () => {
		if ( layer ) {
			speak(
				sprintf(
					/* translators: %s: layer name */
					__( '%s selected', 'stagecraft' ),
					layer.alias || layer.type
				)
			);
		}
	}, [ layer?.id ] ); // eslint-disable-line react-hooks/exhaustive-deps
	if ( ! module ) {
		return null;
	}
	return (
		<div className="stagecraft-editor">
			<div className="stagecraft-editor__header">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					className="stagecraft-editor__title"
					label={ __( 'Module title', 'stagecraft' ) }
					value={ module.title ?? '' }
					onChange={ ( title: string ) =>
						editModule( ( m ) => ( { ...m, title } ), 'title' )
					}
				/>
				<Toolbar settings={ settings } />
			</div>
			<SaveNotice />
			<ListHelp />
			<div className="stagecraft-editor__body">
				<Panel
					className="stagecraft-editor__sidebar"
					header={ __( 'Structure', 'stagecraft' ) }
				>
					<PanelArea area="structure" />
				</Panel>
				<div className="stagecraft-editor__centre">
					<Canvas
						id={ state.id }
						styleUrls={ settings.moduleStyles }
					/>
					<PanelArea area="timeline" />
				</div>
				<Panel
					className="stagecraft-editor__inspector"
					header={ __( 'Inspector', 'stagecraft' ) }
				>
					<PanelArea area="inspector" />
				</Panel>
			</div>
		</div>
	);
}

/**
 * The module editor: the start screen for a new module, else the module loaded and edited.
 *
 * @param props          App props.
 * @param props.settings What the server said.
 */
export function App( { settings }: { settings: EditorSettings } ) {
	const { load } = useDispatch( store );
	const [ error, setError ] = useState( '' );
	const [ id, setId ] = useState( settings.id );
	const ready = useSelect( ( s ) => s( store ).module() !== null, [] );
	const open = ( loaded: LoadedModule ) => {
		load( loaded );
		setId( loaded.id );
		// The address now names the module, so a reload opens it again.
		const url = new URL( window.location.href );
		url.searchParams.set( 'module', String( loaded.id ) );
		window.history.replaceState( null, '', url );
	};
	useEffect( () => {
		if ( settings.id > 0 ) {
			loadModule( settings.id )
				.then( open )
				.catch( ( e: Error ) => setError( e.message ) );
		}
	}, [ settings.id ] ); // eslint-disable-line react-hooks/exhaustive-deps
	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	}
	if ( id === 0 ) {
		return (
			<StartScreen templates={ settings.templates } onReady={ open } />
		);
	}
	return ready ? <Workspace settings={ settings } /> : <Spinner />;
}
