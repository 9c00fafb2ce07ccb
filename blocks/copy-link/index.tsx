import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = { url: string; label: string };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-copy-link' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Link', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="url"
						label={ __( 'Address to copy', 'stagecraft' ) }
						help={ __(
							'Empty: the address of the page it is on.',
							'stagecraft'
						) }
						value={ attributes.url }
						onChange={ ( url: string ) => setAttributes( { url } ) }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Label', 'stagecraft' ) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes( { label } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<span>
				{ attributes.label || __( 'Link to this page', 'stagecraft' ) }
			</span>
			<span className="stagecraft-copy-link__row">
				<input
					type="text"
					readOnly
					value={
						attributes.url ||
						__( '(this page’s address)', 'stagecraft' )
					}
				/>
				<button type="button" className="stagecraft-copy__button">
					{ __( 'Copy link', 'stagecraft' ) }
				</button>
			</span>
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
