import apiFetch from '@wordpress/api-fetch';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	Notice,
	PanelBody,
	Placeholder,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { moduleListSchema } from '../../src/schema/modules-list';
import type { ModuleSummary } from '../../src/schema/modules-list';
import { Preview } from './preview';

type Source = 'auto' | 'rest' | 'ajax' | 'inline' | 'json';
export type Attributes = { alias: string; source: Source; jsonUrl: string };

// Where the visitor's browser gets the module data (spec section 7).
const SOURCES: Array< { value: Source; label: string } > = [
	{
		value: 'auto',
		label: __(
			'Automatic: in the page for the first module, else REST API',
			'stagecraft'
		),
	},
	{ value: 'rest', label: __( 'REST API', 'stagecraft' ) },
	{ value: 'ajax', label: __( 'admin-ajax', 'stagecraft' ) },
	{ value: 'inline', label: __( 'Inline in the page', 'stagecraft' ) },
	{ value: 'json', label: __( 'JSON file', 'stagecraft' ) },
];

function DataSourcePanel( {
	attributes,
	setAttributes,
}: Pick< BlockEditProps< Attributes >, 'attributes' | 'setAttributes' > ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Data', 'stagecraft' ) }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Load module data from', 'stagecraft' ) }
					value={ attributes.source }
					options={ SOURCES }
					onChange={ ( source: string ) =>
						setAttributes( { source: source as Source } )
					}
				/>
				{ attributes.source === 'json' && (
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="url"
						label={ __( 'JSON file URL', 'stagecraft' ) }
						help={ __(
							'Leave empty to use the file Stagecraft exports for this module.',
							'stagecraft'
						) }
						value={ attributes.jsonUrl }
						onChange={ ( jsonUrl: string ) =>
							setAttributes( { jsonUrl } )
						}
					/>
				) }
			</PanelBody>
		</InspectorControls>
	);
}

type ListState =
	| { status: 'loading' }
	| { status: 'error' }
	| { status: 'ready'; modules: ModuleSummary[] };

function useModules(): ListState {
	const [ list, setList ] = useState< ListState >( { status: 'loading' } );
	useEffect( () => {
		let live = true;
		apiFetch( { path: '/stagecraft/v1/modules?per_page=100&context=edit' } )
			.then( ( reply: unknown ) => {
				const parsed = moduleListSchema.safeParse( reply );
				if ( live ) {
					setList(
						parsed.success
							? { status: 'ready', modules: parsed.data }
							: { status: 'error' }
					);
				}
			} )
			.catch( () => live && setList( { status: 'error' } ) );
		// A reply arriving after unmount must not set state.
		return () => {
			live = false;
		};
	}, [] );
	return list;
}

function options( modules: ModuleSummary[], alias: string ) {
	const list = [
		{ value: '', label: __( 'Select a module…', 'stagecraft' ) },
		...modules.map( ( m ) => ( { value: m.alias, label: m.title } ) ),
	];
	// Keep a saved alias selectable even if its module is gone.
	if ( alias && ! modules.some( ( m ) => m.alias === alias ) ) {
		list.push( {
			value: alias,
			/* translators: %s: module alias. */
			label: sprintf( __( '%s (not found)', 'stagecraft' ), alias ),
		} );
	}
	return list;
}

/**
 * The module editor's address (a wp-admin screen, as the block editor is): one module's, or
 * Add New Module's for 0.
 *
 * @param id Module id.
 */
export const moduleEditorUrl = ( id: number ) =>
	`edit.php?post_type=stagecraft_module&page=stagecraft-module-editor${
		id > 0 ? `&module=${ id }` : ''
	}`;

// Links to the module editor; the preview reloads the module when the site owner comes back.
function ModuleLinks( { id }: { id: number } ) {
	return (
		<div className="stagecraft-module-links">
			{ id > 0 && (
				<Button
					variant="secondary"
					href={ moduleEditorUrl( id ) }
					target="_blank"
				>
					{ __( 'Edit this module', 'stagecraft' ) }
				</Button>
			) }
			<Button
				variant="link"
				href={ moduleEditorUrl( 0 ) }
				target="_blank"
			>
				{ __( 'Create a new module', 'stagecraft' ) }
			</Button>
		</div>
	);
}

// The module choice: in the placeholder, then in the inspector once chosen.
function ModuleSelect( {
	alias,
	modules,
	onChange,
}: {
	alias: string;
	modules: ModuleSummary[];
	onChange: ( alias: string ) => void;
} ) {
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Module', 'stagecraft' ) }
			value={ alias }
			options={ options( modules, alias ) }
			onChange={ onChange }
		/>
	);
}

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< Attributes > ) {
	const { alias } = attributes;
	const list = useModules();
	const modules = list.status === 'ready' ? list.modules : [];
	const selected = modules.find( ( m ) => m.alias === alias );

	const blockProps = useBlockProps();
	const choice = {
		alias,
		modules,
		onChange: ( next: string ) => setAttributes( { alias: next } ),
	};
	if ( selected ) {
		// The module as visitors see it; the inspector keeps the module choice.
		return (
			<div { ...blockProps }>
				<DataSourcePanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<InspectorControls>
					<PanelBody title={ __( 'Module', 'stagecraft' ) }>
						<ModuleSelect { ...choice } />
						<ModuleLinks id={ selected.id } />
					</PanelBody>
				</InspectorControls>
				<Preview
					key={ selected.alias }
					alias={ selected.alias }
					id={ selected.id }
					title={ selected.title }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<DataSourcePanel
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<Placeholder
				icon="slides"
				label={ __( 'Slider module', 'stagecraft' ) }
				instructions={
					alias
						? sprintf(
								/* translators: %s: module alias. */
								__( 'Alias: %s', 'stagecraft' ),
								alias
							)
						: __( 'Choose the module to show here.', 'stagecraft' )
				}
			>
				{ list.status === 'loading' && <Spinner /> }
				{ list.status === 'error' && (
					<Notice status="error" isDismissible={ false }>
						{ __(
							'The modules could not be loaded.',
							'stagecraft'
						) }
					</Notice>
				) }
				{ list.status === 'ready' && <ModuleSelect { ...choice } /> }
				{ list.status === 'ready' && <ModuleLinks id={ 0 } /> }
			</Placeholder>
		</div>
	);
}
