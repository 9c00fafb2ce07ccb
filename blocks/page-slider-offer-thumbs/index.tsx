import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';
import { offerEdit } from '../../src/site/page-sliders/offer-edit';
import type { OfferAttributes } from '../../src/site/page-sliders/offer-edit';

// Rendered by the server (render.php) as a module the module runtime runs.
registerBlockType< OfferAttributes >( metadata, {
	edit: offerEdit( __( 'Offer slider with thumbnails', 'stagecraft' ) ),
	save: () => null,
} );
