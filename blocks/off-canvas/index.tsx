import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = { label: string; title: string; side: 'left' | 'right' };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-off-canvas-editor',
			} ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Sidebar', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Button label', 'stagecraft' ) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes( { label } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Sidebar title', 'stagecraft' ) }
						value={ attributes.title }
						onChange={ ( title: string ) =>
							setAttributes( { title } )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Slides in from', 'stagecraft' ) }
						value={ attributes.side }
						options={ [
							{
								label: __( 'Right', 'stagecraft' ),
								value: 'right',
							},
							{
								label: __( 'Left', 'stagecraft' ),
								value: 'left',
							},
						] }
						onChange={ ( side: string ) =>
							setAttributes( {
								side: side === 'left' ? 'left' : 'right',
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<p className="stagecraft-off-canvas-editor__label">
				{ attributes.label || __( 'Open sidebar', 'stagecraft' ) }
			</p>
			<InnerBlocks template={ [ [ 'core/paragraph', {} ] ] } />
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
