import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type LineStyle = 'default' | 'simple';
type Attributes = { value: number; label: string; lineStyle: LineStyle };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<figure { ...useBlockProps( { className: 'stagecraft-chart' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Chart', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						min={ 0 }
						max={ 100 }
						label={ __( 'Value (percent)', 'stagecraft' ) }
						value={ String( attributes.value ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								value: Math.max(
									0,
									Math.min( 100, Number( value ) || 0 )
								),
							} )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Label', 'stagecraft' ) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes( { label } )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Line', 'stagecraft' ) }
						value={ attributes.lineStyle }
						options={ [
							{
								value: 'default',
								label: __( 'Bold (8 px)', 'stagecraft' ),
							},
							{
								value: 'simple',
								label: __( 'Simple (4 px)', 'stagecraft' ),
							},
						] }
						onChange={ ( lineStyle: string ) =>
							( lineStyle === 'default' ||
								lineStyle === 'simple' ) &&
							setAttributes( { lineStyle } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<span className="stagecraft-chart__text">
				{ sprintf(
					/* translators: %s: a percentage, e.g. 75 */
					__( '%s%%', 'stagecraft' ),
					attributes.value
				) }
			</span>
			{ attributes.label && (
				<figcaption>{ attributes.label }</figcaption>
			) }
		</figure>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
