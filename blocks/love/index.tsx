import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

function Edit() {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-love-wrap' } ) }>
			<span className="stagecraft-love">
				<span className="stagecraft-love__icon" aria-hidden="true" />
				<span className="screen-reader-text">
					{ __( 'Love this', 'stagecraft' ) }
				</span>
				<span className="stagecraft-love__count">0</span>
			</span>
		</div>
	);
}

// Rendered by the server (render.php), with the post's count.
registerBlockType( metadata, { edit: Edit, save: () => null } );
