import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';
import { PageSliderEdit } from '../../src/site/page-sliders/edit';

interface Attributes {
	count: number;
}

/**
 * The shop slider in the editor: how many products it takes, and a notice when WooCommerce
 * (its `product` post type) is missing, since visitors then see nothing.
 *
 * @param props               The block.
 * @param props.attributes
 * @param props.setAttributes
 */
function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	// WooCommerce registers the `product` post type in the REST API; without it, a 404.
	const [ missing, setMissing ] = useState( false );
	useEffect( () => {
		apiFetch( { path: '/wp/v2/types/product' } ).then(
			() => setMissing( false ),
			() => setMissing( true )
		);
	}, [] );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Products', 'stagecraft' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Most products', 'stagecraft' ) }
						min={ 1 }
						max={ 50 }
						value={ attributes.count }
						onChange={ ( count ) =>
							setAttributes( { count: count ?? 8 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<PageSliderEdit
				title={ __( 'Shop slider', 'stagecraft' ) }
				shown={ 4 }
				notice={
					missing
						? __(
								'WooCommerce is not active: visitors see nothing here until it is, and then its latest products.',
								'stagecraft'
							)
						: undefined
				}
			/>
		</>
	);
}

// Rendered by the server (render.php) as a module the module runtime runs.
registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
