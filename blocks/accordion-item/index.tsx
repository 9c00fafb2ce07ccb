import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InnerBlocks, RichText, useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';

type Attributes = { title: string };

// Drawn open in the editor, so its content can be written; visitors get a <details>.
function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-accordion__item is-open',
			} ) }
		>
			<RichText
				tagName="div"
				className="stagecraft-accordion__title"
				value={ attributes.title }
				allowedFormats={ [ 'core/bold', 'core/italic', 'core/code' ] }
				placeholder={ __( 'Item title', 'stagecraft' ) }
				onChange={ ( title: string ) => setAttributes( { title } ) }
			/>
			<div className="stagecraft-accordion__panel">
				<InnerBlocks template={ [ [ 'core/paragraph', {} ] ] } />
			</div>
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
