import {
	Button,
	FormFileUpload,
	Notice,
	RadioControl,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { StoredModule } from '../schema/module';
import { createModule, EditorRequestError, type LoadedModule } from './api';
import type { ModuleTemplate } from './settings';
import { readModuleFile, startModule } from './start-points';

/**
 * A URL-safe alias from a title, as WordPress's sanitize_title would make it for plain text.
 *
 * @param title The module title.
 */
export const aliasFrom = ( title: string ) =>
	title
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' ) || 'module';

/**
 * Creates the module; a taken alias gets -2, -3… as WordPress does for slugs.
 *
 * @param module The new module (or an imported file's data).
 */
async function createWithFreeAlias(
	module: StoredModule | Record< string, unknown >
): Promise< LoadedModule > {
	const base =
		typeof module.alias === 'string' && module.alias
			? module.alias
			: 'module';
	for ( let n = 1; ; n++ ) {
		const alias = n === 1 ? base : `${ base }-${ n }`;
		try {
			return await createModule( { ...module, alias }, 'draft' );
		} catch ( error ) {
			if (
				! ( error instanceof EditorRequestError ) ||
				error.code !== 'stagecraft_alias_taken' ||
				n >= 20
			) {
				throw error;
			}
		}
	}
}

/**
 * Add New Module: a title and a start point (a blank slider, hero or carousel, or a demo
 * module), or a module exported as a JSON file.
 *
 * @param props           Start screen props.
 * @param props.templates The demo modules on offer.
 * @param props.onReady   Called with the created module.
 */
export function StartScreen( {
	templates,
	onReady,
}: {
	templates: ModuleTemplate[];
	onReady: ( loaded: LoadedModule ) => void;
} ) {
	const [ title, setTitle ] = useState( '' );
	const [ start, setStart ] = useState( 'blank:slider' );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const run = async (
		make: () => StoredModule | Record< string, unknown >
	) => {
		setBusy( true );
		setError( '' );
		try {
			onReady( await createWithFreeAlias( make() ) );
		} catch ( e ) {
			setError(
				e instanceof Error
					? e.message
					: __( 'The module could not be created.', 'stagecraft' )
			);
			setBusy( false );
		}
	};
	const create = ( event: React.FormEvent ) => {
		event.preventDefault();
		if ( ! title.trim() ) {
			setError( __( 'Give the module a title.', 'stagecraft' ) );
			return;
		}
		run( () =>
			startModule( start, templates, title.trim(), aliasFrom( title ) )
		);
	};
	const importFile = async ( file: File | undefined ) => {
		const read = readModuleFile( file ? await file.text() : '' );
		if ( 'error' in read ) {
			setError( read.error );
			return;
		}
		run( () => read.data );
	};
	const options = [
		{ value: 'blank:slider', label: __( 'A blank slider', 'stagecraft' ) },
		{ value: 'blank:hero', label: __( 'A blank hero', 'stagecraft' ) },
		{
			value: 'blank:carousel',
			label: __( 'A blank carousel', 'stagecraft' ),
		},
		...templates.map( ( t ) => ( {
			value: `template:${ t.name }`,
			/* translators: %s: the demo module's title */
			label: sprintf( __( 'Template: %s', 'stagecraft' ), t.title ),
		} ) ),
	];
	return (
		<div className="stagecraft-editor__start">
			<h2>{ __( 'Add New Module', 'stagecraft' ) }</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<form onSubmit={ create }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Module title', 'stagecraft' ) }
					value={ title }
					onChange={ setTitle }
				/>
				<RadioControl
					label={ __( 'Start from', 'stagecraft' ) }
					selected={ start }
					options={ options }
					onChange={ setStart }
				/>
				<Button
					variant="primary"
					type="submit"
					isBusy={ busy }
					disabled={ busy }
					accessibleWhenDisabled
				>
					{ __( 'Create module', 'stagecraft' ) }
				</Button>
			</form>
			<FormFileUpload
				accept="application/json,.json"
				onChange={ ( event ) =>
					importFile( event.currentTarget.files?.[ 0 ] )
				}
				render={ ( { openFileDialog } ) => (
					<Button
						variant="secondary"
						onClick={ openFileDialog }
						disabled={ busy }
					>
						{ __(
							'Import a module from a JSON file',
							'stagecraft'
						) }
					</Button>
				) }
			/>
		</div>
	);
}
