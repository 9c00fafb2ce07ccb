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

type Attributes = { moreLabel: string; lessLabel: string };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-read-more' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Buttons', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Unfold button', 'stagecraft' ) }
						placeholder={ __( 'Read more', 'stagecraft' ) }
						value={ attributes.moreLabel }
						onChange={ ( moreLabel: string ) =>
							setAttributes( { moreLabel } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Fold button', 'stagecraft' ) }
						placeholder={ __( 'Read less', 'stagecraft' ) }
						value={ attributes.lessLabel }
						onChange={ ( lessLabel: string ) =>
							setAttributes( { lessLabel } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InnerBlocks
				template={ [
					[
						'core/paragraph',
						{
							placeholder: __( 'Shown at first…', 'stagecraft' ),
						},
					],
					[
						'core/paragraph',
						{
							placeholder: __(
								'…and the rest, behind Read more.',
								'stagecraft'
							),
						},
					],
				] }
			/>
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
