import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ColorField } from '../components/ColorField';
import { GradientField } from '../components/GradientField';
import { useEditor } from '../use-editor';

/**
 * A shape layer's fill: background colour (bg.color) and gradient (bg.gradient). Its size is
 * the layer's size (Position and size); its corners are the radius (Border and radius).
 */
export function ShapeContent() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || layer.type !== 'shape' ) {
		return null;
	}
	return (
		<PanelBody title={ __( 'Shape fill', 'stagecraft' ) }>
			<ColorField
				label={ __( 'Shape colour', 'stagecraft' ) }
				field="bg.color"
				value={ layer.bg.color }
				onChange={ ( color ) =>
					editLayer(
						( l ) => ( { ...l, bg: { ...l.bg, color } } ),
						`shape-color-${ layer.id }`
					)
				}
			/>
			<GradientField
				field="bg.gradient"
				value={ layer.bg.gradient }
				onChange={ ( gradient, key ) =>
					editLayer(
						( l ) => ( { ...l, bg: { ...l.bg, gradient } } ),
						key && `shape-${ key }-${ layer.id }`
					)
				}
			/>
		</PanelBody>
	);
}
