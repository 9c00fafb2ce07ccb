import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Mode = 'more' | 'infinite' | 'pages';
type Attributes = { mode: Mode; label: string };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	const label = attributes.label || __( 'Load more', 'stagecraft' );
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-list-loading',
			} ) }
			data-mode={ attributes.mode }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Loading', 'stagecraft' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'The next page', 'stagecraft' ) }
						value={ attributes.mode }
						options={ [
							{
								value: 'more',
								label: __( 'Load more button', 'stagecraft' ),
							},
							{
								value: 'infinite',
								label: __( 'Infinite scroll', 'stagecraft' ),
							},
							{
								value: 'pages',
								label: __(
									'Page links load in place',
									'stagecraft'
								),
							},
						] }
						help={
							attributes.mode === 'pages'
								? __(
										'The page links of this query loop load their page into the list, without reloading.',
										'stagecraft'
									)
								: __(
										'Items of the next page are added below the list. Without JavaScript the button is a link to the next page.',
										'stagecraft'
									)
						}
						onChange={ ( mode: string ) =>
							setAttributes( { mode: mode as Mode } )
						}
					/>
					{ attributes.mode !== 'pages' && (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Button', 'stagecraft' ) }
							placeholder={ __( 'Load more', 'stagecraft' ) }
							value={ attributes.label }
							onChange={ ( value: string ) =>
								setAttributes( { label: value } )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			{ attributes.mode === 'pages' ? (
				<p>{ __( 'Page links load in place.', 'stagecraft' ) }</p>
			) : (
				<span className="stagecraft-list-loading__more wp-element-button">
					{ label }
				</span>
			) }
		</div>
	);
}

// Rendered by the server (render.php).
registerBlockType< Attributes >( metadata, { edit: Edit, save: () => null } );
