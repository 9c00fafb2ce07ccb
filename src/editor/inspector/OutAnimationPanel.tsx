import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { NumberField } from '../components/fields';
import type { InPreset } from '../store/animations';
import { outPresetOf, outScene, outTimingOf } from '../store/out-animations';
import { useEditor } from '../use-editor';

/**
 * The selected layer's out animation (tl.out): how it leaves when its slide ends, a preset,
 * when it starts (after the slide's length) and how long it takes.
 */
export function OutAnimationPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const preset = outPresetOf( layer.tl.out );
	const timing = outTimingOf( layer.tl.out );
	const options = [
		{
			value: 'none',
			label: __( 'None: leaves with its slide', 'stagecraft' ),
		},
		{ value: 'fade', label: __( 'Fade out', 'stagecraft' ) },
		{ value: 'slide-up', label: __( 'Slide down and out', 'stagecraft' ) },
		{ value: 'slide-down', label: __( 'Slide up and out', 'stagecraft' ) },
		{
			value: 'slide-left',
			label: __( 'Slide out to the right', 'stagecraft' ),
		},
		{
			value: 'slide-right',
			label: __( 'Slide out to the left', 'stagecraft' ),
		},
		{ value: 'zoom', label: __( 'Zoom out', 'stagecraft' ) },
	];
	if ( preset === 'custom' ) {
		options.push( {
			value: 'custom',
			label: __( 'Custom frames', 'stagecraft' ),
		} );
	}
	const retime = ( change: Partial< typeof timing > ) =>
		editLayer( ( l ) => {
			const frame = l.tl.out?.frames[ 0 ];
			if ( ! l.tl.out || ! frame ) {
				return l;
			}
			const frames = [
				{ ...frame, ...change },
				...l.tl.out.frames.slice( 1 ),
			];
			return { ...l, tl: { ...l.tl, out: { ...l.tl.out, frames } } };
		}, `out-timing-${ layer.id }` );
	return (
		<PanelBody
			title={ __( 'Out animation', 'stagecraft' ) }
			initialOpen={ false }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Leaves with', 'stagecraft' ) }
				help="tl.out"
				value={ preset }
				options={ options }
				onChange={ ( value: string ) =>
					value !== 'custom' &&
					editLayer( ( l ) => ( {
						...l,
						tl: {
							...l.tl,
							out:
								value === 'none'
									? undefined
									: outScene( value as InPreset, timing ),
						},
					} ) )
				}
			/>
			{ preset !== 'none' && (
				<>
					<NumberField
						label={ __( 'Out start (ms)', 'stagecraft' ) }
						field="tl.out frames[0].st"
						min={ 0 }
						value={ timing.st }
						onChange={ ( st ) => retime( { st } ) }
					/>
					<NumberField
						label={ __( 'Out duration (ms)', 'stagecraft' ) }
						field="tl.out frames[0].d"
						min={ 0 }
						value={ timing.d }
						onChange={ ( d ) => retime( { d } ) }
					/>
				</>
			) }
		</PanelBody>
	);
}
