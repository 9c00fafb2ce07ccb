import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { formatCount, isCounterSeparator } from '../../src/site/counter-format';
import type { CounterSeparator } from '../../src/site/counter-format';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	value: number;
	decimals: number;
	separator: CounterSeparator;
	duration: number;
	prefix: string;
	suffix: string;
	label: string;
};

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	const number = formatCount(
		attributes.value,
		attributes.decimals,
		attributes.separator
	);
	const text = ( key: 'prefix' | 'suffix' | 'label', label: string ) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			value={ attributes[ key ] }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: value } )
			}
		/>
	);
	const numeric = (
		key: 'value' | 'decimals' | 'duration',
		label: string,
		help?: string
	) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			help={ help }
			value={ String( attributes[ key ] ) }
			onChange={ ( value: string ) =>
				Number.isFinite( Number( value ) ) &&
				setAttributes( { [ key ]: Number( value ) } )
			}
		/>
	);
	return (
		<div { ...useBlockProps( { className: 'stagecraft-counter' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Counter', 'stagecraft' ) }>
					{ numeric( 'value', __( 'Number', 'stagecraft' ) ) }
					{ numeric(
						'decimals',
						__( 'Digits after the point', 'stagecraft' )
					) }
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Thousands separator', 'stagecraft' ) }
						value={ attributes.separator }
						options={ [
							{
								value: 'comma',
								label: __( 'Comma (1,000)', 'stagecraft' ),
							},
							{
								value: 'space',
								label: __( 'Space (1 000)', 'stagecraft' ),
							},
							{
								value: 'none',
								label: __( 'None (1000)', 'stagecraft' ),
							},
						] }
						onChange={ ( separator: string ) =>
							isCounterSeparator( separator ) &&
							setAttributes( { separator } )
						}
					/>
					{ numeric(
						'duration',
						__( 'Counting time (ms)', 'stagecraft' ),
						__(
							'0: between 1000 and 2000 ms at random.',
							'stagecraft'
						)
					) }
					{ text(
						'prefix',
						__( 'Before the number', 'stagecraft' )
					) }
					{ text( 'suffix', __( 'After the number', 'stagecraft' ) ) }
					{ text( 'label', __( 'Label', 'stagecraft' ) ) }
				</PanelBody>
			</InspectorControls>
			<span className="stagecraft-counter__number">
				{ attributes.prefix }
				{ number }
				{ attributes.suffix }
			</span>
			{ attributes.label && (
				<span className="stagecraft-counter__label">
					{ attributes.label }
				</span>
			) }
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
