import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

type Transform = NonNullable< Layer[ 'tr' ] >;

/**
 * The selected layer's static opacity and rotation (tr: o, rZ, rX, rY), applied to its wrapper
 * under any animation.
 */
export function TransformPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || layer.type === 'linebreak' ) {
		return null;
	}
	const tr = layer.tr ?? {};
	const set = ( change: Partial< Transform >, field: string ) =>
		editLayer(
			( l ) => ( { ...l, tr: { ...l.tr, ...change } } ),
			`tr-${ field }-${ layer.id }`
		);
	const rotation = ( field: 'rZ' | 'rX' | 'rY', label: string ) => (
		<NumberField
			label={ label }
			field={ `tr.${ field }` }
			value={ tr[ field ] ?? 0 }
			onChange={ ( value ) => set( { [ field ]: value }, field ) }
		/>
	);
	return (
		<PanelBody
			title={ __( 'Opacity and rotation', 'stagecraft' ) }
			initialOpen={ false }
		>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Opacity (%)', 'stagecraft' ) }
				help={ __( 'tr.o, from 0 (invisible) to 1', 'stagecraft' ) }
				min={ 0 }
				max={ 100 }
				value={ Math.round( ( tr.o ?? 1 ) * 100 ) }
				onChange={ ( percent?: number ) =>
					set(
						{
							o:
								percent === undefined || percent >= 100
									? undefined
									: percent / 100,
						},
						'o'
					)
				}
			/>
			{ rotation( 'rZ', __( 'Rotation (degrees)', 'stagecraft' ) ) }
			{ rotation(
				'rX',
				__( 'Rotation around x (degrees)', 'stagecraft' )
			) }
			{ rotation(
				'rY',
				__( 'Rotation around y (degrees)', 'stagecraft' )
			) }
		</PanelBody>
	);
}
