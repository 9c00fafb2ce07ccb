import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InnerBlocks, RichText, useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = { title: string };

const ITEM = 'stagecraft/helper-item';

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-helper' } ) }>
			<RichText
				tagName="p"
				className="stagecraft-helper__title"
				value={ attributes.title }
				allowedFormats={ [] }
				placeholder={ __( 'Need help?', 'stagecraft' ) }
				onChange={ ( title: string ) => setAttributes( { title } ) }
			/>
			<InnerBlocks
				allowedBlocks={ [ ITEM ] }
				template={ [
					[ ITEM, { label: __( 'Call us', 'stagecraft' ) } ],
					[ ITEM, { label: __( 'Write to us', 'stagecraft' ) } ],
				] }
			/>
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
