import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InnerBlocks, RichText, useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';

type Attributes = { label: string };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-helper__panel' } ) }>
			<RichText
				tagName="p"
				className="stagecraft-helper__link"
				value={ attributes.label }
				allowedFormats={ [] }
				placeholder={ __( 'Link text', 'stagecraft' ) }
				onChange={ ( label: string ) => setAttributes( { label } ) }
			/>
			<InnerBlocks template={ [ [ 'core/paragraph', {} ] ] } />
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
