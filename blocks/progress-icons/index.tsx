import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Icon = 'star' | 'circle' | 'check';
type Attributes = { count: number; value: number; icon: Icon; label: string };

const isIcon = ( value: string ): value is Icon =>
	value === 'star' || value === 'circle' || value === 'check';

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	const number = ( key: 'count' | 'value', label: string ) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			min={ 0 }
			label={ label }
			value={ String( attributes[ key ] ) }
			onChange={ ( value: string ) =>
				setAttributes( {
					[ key ]: Math.max( 0, Math.floor( Number( value ) ) || 0 ),
				} )
			}
		/>
	);
	return (
		<div { ...useBlockProps( { className: 'stagecraft-progress-icons' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Icons', 'stagecraft' ) }>
					{ number( 'count', __( 'Icons in all', 'stagecraft' ) ) }
					{ number( 'value', __( 'Icons lit', 'stagecraft' ) ) }
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Icon', 'stagecraft' ) }
						value={ attributes.icon }
						options={ [
							{
								value: 'star',
								label: __( 'Star', 'stagecraft' ),
							},
							{
								value: 'circle',
								label: __( 'Circle', 'stagecraft' ),
							},
							{
								value: 'check',
								label: __( 'Check mark', 'stagecraft' ),
							},
						] }
						onChange={ ( icon: string ) =>
							isIcon( icon ) && setAttributes( { icon } )
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
				</PanelBody>
			</InspectorControls>
			{ attributes.label && <span>{ attributes.label }</span> }
			<span>
				{ sprintf(
					/* translators: 1: icons lit, 2: icons in all, e.g. "4 of 5" */
					__( '%1$d of %2$d', 'stagecraft' ),
					attributes.value,
					attributes.count
				) }
			</span>
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
