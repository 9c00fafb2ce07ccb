import {
	Button,
	Notice,
	RadioControl,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { StoredModule } from '../schema/module';
import { createModule, EditorRequestError, type LoadedModule } from './api';
import { blankModule, type BlankType } from './blank';

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
 * @param module The new module.
 */
async function createWithFreeAlias(
	module: StoredModule
): Promise< LoadedModule > {
	for ( let n = 1; ; n++ ) {
		const alias = n === 1 ? module.alias : `${ module.alias }-${ n }`;
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
 * Add New Module: a title and a start point (a blank slider, hero or carousel).
 *
 * @param props         Start screen props.
 * @param props.onReady Called with the created module.
 */
export function StartScreen( {
	onReady,
}: {
	onReady: ( loaded: LoadedModule ) => void;
} ) {
	const [ title, setTitle ] = useState( '' );
	const [ type, setType ] = useState< BlankType >( 'slider' );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const create = async ( event: React.FormEvent ) => {
		event.preventDefault();
		if ( ! title.trim() ) {
			setError( __( 'Give the module a title.', 'stagecraft' ) );
			return;
		}
		setBusy( true );
		setError( '' );
		try {
			onReady(
				await createWithFreeAlias(
					blankModule( type, title.trim(), aliasFrom( title ) )
				)
			);
		} catch ( e ) {
			setError(
				e instanceof Error
					? e.message
					: __( 'The module could not be created.', 'stagecraft' )
			);
			setBusy( false );
		}
	};
	return (
		<form className="stagecraft-editor__start" onSubmit={ create }>
			<h2>{ __( 'Add New Module', 'stagecraft' ) }</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Module title', 'stagecraft' ) }
				value={ title }
				onChange={ setTitle }
			/>
			<RadioControl
				label={ __( 'Start from', 'stagecraft' ) }
				selected={ type }
				options={ [
					{
						value: 'slider',
						label: __( 'A blank slider', 'stagecraft' ),
					},
					{
						value: 'hero',
						label: __( 'A blank hero', 'stagecraft' ),
					},
					{
						value: 'carousel',
						label: __( 'A blank carousel', 'stagecraft' ),
					},
				] }
				onChange={ ( value: string ) => setType( value as BlankType ) }
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
	);
}
