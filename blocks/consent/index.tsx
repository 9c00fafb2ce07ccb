import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

function Edit() {
	return (
		<div { ...useBlockProps() }>
			<button type="button" className="stagecraft-consent__open">
				{ __( 'Cookie settings', 'stagecraft' ) }
			</button>
		</div>
	);
}

registerBlockType( metadata, {
	edit: Edit,
	// Dynamic block: render.php draws it with the site's consent setting.
	save: () => null,
} );
