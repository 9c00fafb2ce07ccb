import apiFetch from '@wordpress/api-fetch';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Placeholder, SelectControl, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export type Attributes = { formId: number };

type FormOption = { value: string; label: string };

// The REST answer is checked field by field: nothing untyped reaches the options.
function toOptions( data: unknown ): FormOption[] {
	if ( ! Array.isArray( data ) ) {
		return [];
	}
	return data.flatMap( ( item: unknown ) => {
		if ( typeof item !== 'object' || item === null ) {
			return [];
		}
		const { id, title } = item as { id?: unknown; title?: unknown };
		const rendered =
			typeof title === 'object' && title !== null
				? ( title as { rendered?: unknown } ).rendered
				: '';
		return typeof id === 'number'
			? [ { value: String( id ), label: String( rendered || id ) } ]
			: [];
	} );
}

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< Attributes > ) {
	const [ forms, setForms ] = useState< FormOption[] | null >( null );
	useEffect( () => {
		let live = true;
		apiFetch( {
			path: '/wp/v2/stagecraft_form?per_page=100&_fields=id,title&status=publish',
		} )
			.then( ( data: unknown ) => live && setForms( toOptions( data ) ) )
			.catch( () => live && setForms( [] ) );
		return () => {
			live = false;
		};
	}, [] );
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon="email"
				label={ __( 'Contact form', 'stagecraft' ) }
			>
				{ forms === null ? (
					<Spinner />
				) : (
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Form', 'stagecraft' ) }
						value={ String( attributes.formId ) }
						options={ [
							{
								value: '0',
								label: __( '— Choose a form —', 'stagecraft' ),
							},
							...forms,
						] }
						onChange={ ( id: string ) =>
							setAttributes( { formId: Number( id ) } )
						}
					/>
				) }
			</Placeholder>
		</div>
	);
}
