import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	InnerBlocks,
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';

type Attributes = { title: string; anchor: string; url: string };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<section
			{ ...useBlockProps( { className: 'stagecraft-tabs__panel' } ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Tab', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Anchor (for links to this tab)',
							'stagecraft'
						) }
						help={ __(
							'A link to #anchor opens this tab.',
							'stagecraft'
						) }
						value={ attributes.anchor }
						onChange={ ( anchor: string ) =>
							setAttributes( { anchor } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="url"
						label={ __(
							'Load the panel from (address on this site)',
							'stagecraft'
						) }
						help={ __(
							'Empty: the panel shows what you write here.',
							'stagecraft'
						) }
						value={ attributes.url }
						onChange={ ( url: string ) => setAttributes( { url } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<RichText
				tagName="h3"
				className="stagecraft-tabs__title"
				value={ attributes.title }
				allowedFormats={ [] }
				placeholder={ __( 'Tab title', 'stagecraft' ) }
				onChange={ ( title: string ) => setAttributes( { title } ) }
			/>
			<InnerBlocks template={ [ [ 'core/paragraph', {} ] ] } />
		</section>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
