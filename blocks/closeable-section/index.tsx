import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = { uid: string; closeDays: number };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-closeable-section',
			} ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Closing', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Section ID (change it to show the section again)',
							'stagecraft'
						) }
						value={ attributes.uid }
						onChange={ ( uid: string ) => setAttributes( { uid } ) }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						label={ __( 'Stays closed for (days)', 'stagecraft' ) }
						value={ String( attributes.closeDays ) }
						onChange={ ( value: string ) =>
							setAttributes( { closeDays: Number( value ) } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InnerBlocks template={ [ [ 'core/paragraph', {} ] ] } />
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
