// "Open in lightbox" for WordPress's image and gallery blocks: one attribute added to both
// (blocks.registerBlockType) and a toggle in their settings (editor.BlockEdit). The server's
// render_block filter (php/Blocks/CoreLightbox.php) turns the setting into lightbox links.
import { InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

export const ATTRIBUTE = 'stagecraftLightbox';
export const CORE_BLOCKS = [ 'core/image', 'core/gallery' ];

type Settings = { attributes?: Record< string, unknown > };
type Props = BlockEditProps< Record< string, unknown > > & { name: string };

addFilter(
	'blocks.registerBlockType',
	'stagecraft/lightbox-attribute',
	( settings: Settings, name: string ): Settings =>
		CORE_BLOCKS.includes( name )
			? {
					...settings,
					attributes: {
						...settings.attributes,
						[ ATTRIBUTE ]: { type: 'boolean', default: false },
					},
				}
			: settings
);

function withLightboxSetting( BlockEdit: ComponentType< Props > ) {
	function LightboxSetting( props: Props ) {
		if ( ! CORE_BLOCKS.includes( props.name ) ) {
			return <BlockEdit { ...props } />;
		}
		const on = Boolean( props.attributes[ ATTRIBUTE ] );
		return (
			<>
				<BlockEdit { ...props } />
				<InspectorControls>
					<PanelBody title={ __( 'Lightbox', 'stagecraft' ) }>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Open in lightbox', 'stagecraft' ) }
							help={
								props.name === 'core/gallery'
									? __(
											'Each image opens in the lightbox, and visitors step through the gallery there.',
											'stagecraft'
										)
									: __(
											'The image opens full size in the lightbox, with zoom.',
											'stagecraft'
										)
							}
							checked={ on }
							onChange={ ( value: boolean ) =>
								props.setAttributes( { [ ATTRIBUTE ]: value } )
							}
						/>
					</PanelBody>
				</InspectorControls>
			</>
		);
	}
	return LightboxSetting;
}

addFilter(
	'editor.BlockEdit',
	'stagecraft/lightbox-setting',
	withLightboxSetting
);
