import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';
import { PageSliderEdit } from '../../src/site/page-sliders/edit';
import {
	ItemsPanel,
	OFFER_FIELDS,
} from '../../src/site/page-sliders/items-panel';
import type { Item } from '../../src/site/page-sliders/items-panel';

interface Attributes {
	items: Item[];
}

// Rendered by the server (render.php) as a module the module runtime runs; the offers are
// edited in the inspector.
registerBlockType< Attributes >( metadata, {
	edit: ( { attributes, setAttributes }: BlockEditProps< Attributes > ) => (
		<>
			<ItemsPanel
				items={ attributes.items }
				fields={ OFFER_FIELDS }
				onChange={ ( items ) => setAttributes( { items } ) }
			/>
			<PageSliderEdit
				title={ __( 'Offer slider with thumbnails', 'stagecraft' ) }
				count={ attributes.items.length }
			/>
		</>
	),
	save: () => null,
} );
