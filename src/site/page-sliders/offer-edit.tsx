import type { BlockEditProps } from '@wordpress/blocks';
import { PageSliderEdit } from './edit';
import { ItemsPanel, OFFER_FIELDS } from './items-panel';
import type { Item } from './items-panel';

export interface OfferAttributes {
	items: Item[];
}

/**
 * The editor of an offer slider (with or without thumbnails): its offers are written in the
 * inspector; the slider itself is the server's (render.php), run by the module runtime.
 *
 * @param title The slider's name, translated.
 */
export const offerEdit =
	( title: string ) =>
	( { attributes, setAttributes }: BlockEditProps< OfferAttributes > ) => (
		<>
			<ItemsPanel
				items={ attributes.items }
				fields={ OFFER_FIELDS }
				onChange={ ( items ) => setAttributes( { items } ) }
			/>
			<PageSliderEdit title={ title } count={ attributes.items.length } />
		</>
	);
