import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { NumberField } from '../components/fields';
import {
	inScene,
	presetOf,
	timingOf,
	type InPreset,
} from '../store/animations';
import { useEditor } from '../use-editor';

/** The selected layer's in animation (tl.in): a preset, its start and its duration. */
export function AnimationPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const preset = presetOf( layer.tl.in );
	const timing = timingOf( layer.tl.in );
	const options = [
		{ value: 'none', label: __( 'None: shown at once', 'stagecraft' ) },
		{ value: 'fade', label: __( 'Fade in', 'stagecraft' ) },
		{ value: 'slide-up', label: __( 'Slide up', 'stagecraft' ) },
		{ value: 'slide-down', label: __( 'Slide down', 'stagecraft' ) },
		{
			value: 'slide-left',
			label: __( 'Slide in from the right', 'stagecraft' ),
		},
		{
			value: 'slide-right',
			label: __( 'Slide in from the left', 'stagecraft' ),
		},
		{ value: 'zoom', label: __( 'Zoom in', 'stagecraft' ) },
	];
	if ( preset === 'custom' ) {
		options.push( {
			value: 'custom',
			label: __( 'Custom frames', 'stagecraft' ),
		} );
	}
	const retime = ( change: Partial< typeof timing > ) =>
		editLayer( ( l ) => {
			const scene = l.tl.in;
			if ( ! scene || scene.frames.length === 0 ) {
				return l;
			}
			const frames = [ ...scene.frames ];
			frames[ frames.length - 1 ] = {
				...frames[ frames.length - 1 ],
				...change,
			};
			return { ...l, tl: { ...l.tl, in: { ...scene, frames } } };
		}, `timing-${ layer.id }` );
	return (
		<PanelBody title={ __( 'In animation', 'stagecraft' ) }>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Animation', 'stagecraft' ) }
				help="tl.in"
				value={ preset }
				options={ options }
				onChange={ ( value: string ) =>
					value !== 'custom' &&
					editLayer( ( l ) => ( {
						...l,
						tl: {
							...l.tl,
							in:
								value === 'none'
									? undefined
									: inScene( value as InPreset, timing ),
						},
					} ) )
				}
			/>
			{ preset !== 'none' && (
				<>
					<NumberField
						label={ __( 'Start (ms)', 'stagecraft' ) }
						field="tl.in frames[last].st"
						min={ 0 }
						value={ timing.st }
						onChange={ ( st ) => retime( { st } ) }
					/>
					<NumberField
						label={ __( 'Duration (ms)', 'stagecraft' ) }
						field="tl.in frames[last].d"
						min={ 0 }
						value={ timing.d }
						onChange={ ( d ) => retime( { d } ) }
					/>
				</>
			) }
		</PanelBody>
	);
}
