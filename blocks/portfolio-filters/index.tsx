import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

function Edit() {
	return (
		<nav
			{ ...useBlockProps( {
				className: 'stagecraft-portfolio-filters',
			} ) }
			aria-label={ __( 'Portfolio categories', 'stagecraft' ) }
		>
			<ul className="stagecraft-portfolio-filters__list">
				<li>
					<span
						className="stagecraft-portfolio-filters__link"
						aria-current="page"
					>
						{ __( 'All', 'stagecraft' ) }
					</span>
				</li>
				<li>
					<span className="stagecraft-portfolio-filters__link">
						{ __( 'Each portfolio category', 'stagecraft' ) }
					</span>
				</li>
			</ul>
		</nav>
	);
}

// Rendered by the server (render.php), with the categories that have items.
registerBlockType( metadata, { edit: Edit, save: () => null } );
