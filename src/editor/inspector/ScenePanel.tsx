import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Scene } from '../../schema/timeline';
import { NumberField } from '../components/fields';
import type { InPreset } from '../store/animations';
import { useEditor } from '../use-editor';

type Timing = { d: number; st: number; e: string };

export interface SceneKind {
	/** Which of the layer's scenes: tl.in or tl.out. */
	scene: 'in' | 'out';
	title: string;
	selectLabel: string;
	startLabel: string;
	durationLabel: string;
	/** The preset choices, 'none' first. */
	options: Array< { value: InPreset | 'none'; label: string } >;
	presetOf: ( scene: Scene | undefined ) => InPreset | 'none' | 'custom';
	timingOf: ( scene: Scene | undefined ) => Timing;
	make: ( preset: InPreset, timing: Timing ) => Scene;
	/** Which frame carries the timing: the last (in: the rest frame) or the first (out). */
	timed: 'first' | 'last';
	initialOpen?: boolean;
}

/**
 * A layer scene as a preset with its start and duration: the in and out animation panels.
 *
 * @param props      Panel props.
 * @param props.kind Which scene, with its labels and presets.
 */
export function ScenePanel( { kind }: { kind: SceneKind } ) {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const current = layer.tl[ kind.scene ];
	const preset = kind.presetOf( current );
	const timing = kind.timingOf( current );
	const options: Array< { value: string; label: string } > = [
		...kind.options,
	];
	if ( preset === 'custom' ) {
		options.push( {
			value: 'custom',
			label: __( 'Custom frames', 'stagecraft' ),
		} );
	}
	const at = kind.timed === 'first' ? 0 : ( current?.frames.length ?? 1 ) - 1;
	const field = `tl.${ kind.scene } frames[${ kind.timed === 'first' ? 0 : 'last' }]`;
	const retime = ( change: Partial< Timing > ) =>
		editLayer( ( l ) => {
			const scene = l.tl[ kind.scene ];
			if ( ! scene || ! scene.frames[ at ] ) {
				return l;
			}
			const frames = [ ...scene.frames ];
			frames[ at ] = { ...frames[ at ], ...change };
			return {
				...l,
				tl: { ...l.tl, [ kind.scene ]: { ...scene, frames } },
			};
		}, `${ kind.scene }-timing-${ layer.id }` );
	return (
		<PanelBody title={ kind.title } initialOpen={ kind.initialOpen }>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ kind.selectLabel }
				help={ `tl.${ kind.scene }` }
				value={ preset }
				options={ options }
				onChange={ ( value: string ) =>
					value !== 'custom' &&
					editLayer( ( l ) => ( {
						...l,
						tl: {
							...l.tl,
							[ kind.scene ]:
								value === 'none'
									? undefined
									: kind.make( value as InPreset, timing ),
						},
					} ) )
				}
			/>
			{ preset !== 'none' && (
				<>
					<NumberField
						label={ kind.startLabel }
						field={ `${ field }.st` }
						min={ 0 }
						value={ timing.st }
						onChange={ ( st ) => retime( { st } ) }
					/>
					<NumberField
						label={ kind.durationLabel }
						field={ `${ field }.d` }
						min={ 0 }
						value={ timing.d }
						onChange={ ( d ) => retime( { d } ) }
					/>
				</>
			) }
		</PanelBody>
	);
}
