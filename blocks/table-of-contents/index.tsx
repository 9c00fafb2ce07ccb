import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = { title: string; startOpen: boolean };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-toc' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Table of contents', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Title', 'stagecraft' ) }
						value={ attributes.title }
						onChange={ ( title: string ) =>
							setAttributes( { title } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open when the page loads', 'stagecraft' ) }
						checked={ attributes.startOpen }
						onChange={ ( startOpen: boolean ) =>
							setAttributes( { startOpen } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<p>
				{ attributes.title || __( 'Table of contents', 'stagecraft' ) }
			</p>
			<p>
				{ __(
					'Lists the headings of this page that have an HTML anchor (shown on the site).',
					'stagecraft'
				) }
			</p>
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
