import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import { BoxField } from '../components/BoxField';
import { ColorField } from '../components/ColorField';
import { useEditor } from '../use-editor';

type Border = NonNullable< Layer[ 'border' ] >;

const STYLES = [ 'none', 'solid', 'dashed', 'dotted', 'double' ] as const;

// border-radius runs clockwise from the top-left corner.
const CORNERS = {
	t: __( 'top left', 'stagecraft' ),
	r: __( 'top right', 'stagecraft' ),
	b: __( 'bottom right', 'stagecraft' ),
	l: __( 'bottom left', 'stagecraft' ),
};

// A border without style, widths or colour is no border.
const tidy = ( border: Border ): Border | undefined =>
	border.s || border.w !== undefined || border.c ? border : undefined;

/** The selected layer's border (style s, widths w, colour c) and corner radius. */
export function BorderPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || layer.type === 'linebreak' ) {
		return null;
	}
	const border = layer.border ?? {};
	const setBorder = ( change: Partial< Border >, key?: string ) =>
		editLayer(
			( l ) => ( { ...l, border: tidy( { ...l.border, ...change } ) } ),
			key
		);
	const labels: Record< ( typeof STYLES )[ number ], string > = {
		none: __( 'None', 'stagecraft' ),
		solid: __( 'Solid', 'stagecraft' ),
		dashed: __( 'Dashed', 'stagecraft' ),
		dotted: __( 'Dotted', 'stagecraft' ),
		double: __( 'Double', 'stagecraft' ),
	};
	return (
		<PanelBody
			title={ __( 'Border and radius', 'stagecraft' ) }
			initialOpen={ false }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Border style', 'stagecraft' ) }
				help="border.s"
				value={ border.s ?? 'none' }
				options={ STYLES.map( ( s ) => ( {
					value: s as string,
					label: labels[ s ],
				} ) ) }
				onChange={ ( s: string ) =>
					setBorder( { s: s === 'none' ? undefined : s } )
				}
			/>
			<BoxField
				label={ __( 'Border width', 'stagecraft' ) }
				field="border.w"
				min={ 0 }
				value={ border.w }
				onChange={ ( w ) =>
					// A width without a style would draw nothing: it starts solid.
					setBorder(
						{
							w,
							s:
								border.s ??
								( w === undefined ? undefined : 'solid' ),
						},
						`border-w-${ layer.id }`
					)
				}
			/>
			<ColorField
				label={ __( 'Border colour', 'stagecraft' ) }
				field="border.c"
				value={ border.c }
				onChange={ ( c ) =>
					setBorder( { c }, `border-c-${ layer.id }` )
				}
			/>
			<BoxField
				label={ __( 'Corner radius', 'stagecraft' ) }
				field="radius"
				min={ 0 }
				sides={ CORNERS }
				value={ layer.radius }
				onChange={ ( radius ) =>
					editLayer(
						( l ) => ( { ...l, radius } ),
						`radius-${ layer.id }`
					)
				}
			/>
		</PanelBody>
	);
}
