import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';
import { PageSliderEdit } from '../../src/site/page-sliders/edit';

// Rendered by the server (render.php) as a module the module runtime runs.
registerBlockType( metadata, {
	edit: () => (
		<PageSliderEdit title={ __( 'Clients slider', 'stagecraft' ) } />
	),
	save: () => null,
} );
