import { registerBlockType } from '@wordpress/blocks';
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import metadata from './block.json';
import './style.scss';

const TAB = 'stagecraft/tab';

function Edit() {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-tabs' } ) }>
			<InnerBlocks
				allowedBlocks={ [ TAB ] }
				template={ [
					[ TAB, {} ],
					[ TAB, {} ],
				] }
			/>
		</div>
	);
}

registerBlockType< Record< string, never > >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
