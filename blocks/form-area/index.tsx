import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';

type AreaAttributes = { novalidate: boolean };

function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< AreaAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Area', 'stagecraft' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'No validation while typing',
							'stagecraft'
						) }
						checked={ attributes.novalidate }
						onChange={ ( novalidate: boolean ) =>
							setAttributes( { novalidate } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InnerBlocks allowedBlocks={ [ 'stagecraft/form-field' ] } />
		</div>
	);
}

registerBlockType< AreaAttributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
