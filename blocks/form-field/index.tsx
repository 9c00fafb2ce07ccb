import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit } from './edit';
import type { FieldAttributes } from './edit';

registerBlockType< FieldAttributes >( metadata, {
	edit: Edit,
	// Fields are drawn by the form's server render (php/Forms/FieldMarkup.php), never alone.
	save: () => null,
} );
