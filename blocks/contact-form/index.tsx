import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit } from './edit';
import type { Attributes } from './edit';
import './style.scss';

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	// Dynamic block: render.php draws the form.
	save: () => null,
} );
