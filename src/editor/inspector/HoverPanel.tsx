import {
	CheckboxControl,
	PanelBody,
	RangeControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import { ColorField } from '../components/ColorField';
import { useEditor } from '../use-editor';

type Hover = NonNullable< Layer[ 'hov' ] >;

/**
 * The selected layer's hover state (hov): the frame it eases to while hovered or focused —
 * opacity o, scale sX and sY, colour c and background colour bgc.
 */
export function HoverPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || layer.type === 'linebreak' ) {
		return null;
	}
	const hov = layer.hov ?? {};
	const set = ( change: Partial< Hover >, field?: string ) =>
		editLayer(
			( l ) => ( { ...l, hov: { ...l.hov, ...change } } ),
			field && `hov-${ field }-${ layer.id }`
		);
	const scale = hov.sX ?? hov.sY;
	return (
		<PanelBody title={ __( 'Hover', 'stagecraft' ) } initialOpen={ false }>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Change on hover and focus', 'stagecraft' ) }
				help="hov.use"
				checked={ !! hov.use }
				onChange={ ( use: boolean ) => set( { use } ) }
			/>
			{ hov.use && (
				<>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Hover opacity (%)', 'stagecraft' ) }
						help="hov.o"
						min={ 0 }
						max={ 100 }
						allowReset
						resetFallbackValue={ 100 }
						value={
							hov.o === undefined
								? 100
								: Math.round( hov.o * 100 )
						}
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
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Hover scale (%)', 'stagecraft' ) }
						help="hov.sX, hov.sY"
						min={ 50 }
						max={ 200 }
						value={
							scale === undefined
								? 100
								: Math.round( scale * 100 )
						}
						onChange={ ( percent?: number ) => {
							const value =
								percent === undefined || percent === 100
									? undefined
									: percent / 100;
							set( { sX: value, sY: value }, 'scale' );
						} }
					/>
					<ColorField
						label={ __( 'Hover text colour', 'stagecraft' ) }
						field="hov.c"
						value={ hov.c }
						onChange={ ( c ) => set( { c }, 'c' ) }
					/>
					<ColorField
						label={ __( 'Hover background colour', 'stagecraft' ) }
						field="hov.bgc"
						value={ hov.bgc }
						onChange={ ( bgc ) => set( { bgc }, 'bgc' ) }
					/>
				</>
			) }
		</PanelBody>
	);
}
