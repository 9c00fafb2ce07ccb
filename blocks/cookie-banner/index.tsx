import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

function Edit() {
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-cookie-banner is-preview',
			} ) }
		>
			<p>
				{ __(
					'This site uses cookies to work and to improve your visit.',
					'stagecraft'
				) }
			</p>
		</div>
	);
}

registerBlockType( metadata, {
	edit: Edit,
	// Dynamic block: render.php draws it.
	save: () => null,
} );
