import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Frame } from '../../schema/frame';
import type { Scene } from '../../schema/timeline';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

type LoopPreset = 'float' | 'pulse' | 'spin' | 'sway';
type PanPreset = 'zoomin' | 'zoomout' | 'drift';

// One loop frame per preset: the state the loop goes to and back from (yoyo) or repeats.
const LOOP_FRAME: Record< LoopPreset, Frame > = {
	float: { y: -20 },
	pulse: { sX: 1.1, sY: 1.1 },
	spin: { rZ: 360 },
	sway: { rZ: 8 },
};

// A pan's frames: where it starts and where it is at the slide's end.
const PAN_FRAMES: Record< PanPreset, Frame[] > = {
	zoomin: [
		{ sX: 1, sY: 1 },
		{ sX: 1.2, sY: 1.2 },
	],
	zoomout: [
		{ sX: 1.2, sY: 1.2 },
		{ sX: 1, sY: 1 },
	],
	drift: [
		{ sX: 1.15, sY: 1.15, x: 30 },
		{ sX: 1.15, sY: 1.15, x: -30 },
	],
};

function loopPreset(
	scene: Scene | undefined
): LoopPreset | 'none' | 'custom' {
	const frame = scene?.frames[ 0 ];
	if ( ! frame ) {
		return 'none';
	}
	const found = ( Object.keys( LOOP_FRAME ) as LoopPreset[] ).find(
		( name ) =>
			Object.entries( LOOP_FRAME[ name ] ).every(
				( [ field, value ] ) => frame[ field as keyof Frame ] === value
			)
	);
	return found ?? 'custom';
}

function panPreset( scene: Scene | undefined ): PanPreset | 'none' | 'custom' {
	if ( ! scene?.frames.length ) {
		return 'none';
	}
	const text = JSON.stringify( scene.frames );
	const found = ( Object.keys( PAN_FRAMES ) as PanPreset[] ).find(
		( name ) => JSON.stringify( PAN_FRAMES[ name ] ) === text
	);
	return found ?? 'custom';
}

/**
 * The selected layer's loop scene (tl.loop: after the in animation, repeated, yoyo) and pan
 * scene (tl.pan: a Ken Burns move over the slide's length; on the slide background layer it
 * moves the slide's image).
 */
export function AnimationLoopPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const { loop, pan } = layer.tl;
	const loopKind = loopPreset( loop );
	const panKind = panPreset( pan );
	const setScene = (
		name: 'loop' | 'pan',
		scene: Scene | undefined,
		key?: string
	) =>
		editLayer(
			( l ) => ( { ...l, tl: { ...l.tl, [ name ]: scene } } ),
			key ? `${ name }-${ key }-${ layer.id }` : undefined
		);
	const custom = {
		value: 'custom',
		label: __( 'Custom frames', 'stagecraft' ),
	};
	return (
		<PanelBody
			title={ __( 'Loop and pan', 'stagecraft' ) }
			initialOpen={ false }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Loop', 'stagecraft' ) }
				help={ __(
					'tl.loop: plays after the in animation until the layer leaves.',
					'stagecraft'
				) }
				value={ loopKind }
				options={ [
					{ value: 'none', label: __( 'None', 'stagecraft' ) },
					{
						value: 'float',
						label: __( 'Float up and down', 'stagecraft' ),
					},
					{ value: 'pulse', label: __( 'Pulse', 'stagecraft' ) },
					{ value: 'spin', label: __( 'Spin', 'stagecraft' ) },
					{ value: 'sway', label: __( 'Sway', 'stagecraft' ) },
					...( loopKind === 'custom' ? [ custom ] : [] ),
				] }
				onChange={ ( value: string ) =>
					value !== 'custom' &&
					setScene(
						'loop',
						value === 'none'
							? undefined
							: {
									frames: [
										{
											...LOOP_FRAME[
												value as LoopPreset
											],
											d: loop?.frames[ 0 ]?.d ?? 1000,
										},
									],
									r: loop?.r ?? -1,
									y: value !== 'spin',
								}
					)
				}
			/>
			{ loop && loopKind !== 'none' && (
				<>
					<NumberField
						label={ __( 'Loop duration (ms)', 'stagecraft' ) }
						field="tl.loop frames[0].d"
						min={ 0 }
						value={ loop.frames[ 0 ]?.d ?? 1000 }
						onChange={ ( d ) =>
							setScene(
								'loop',
								{
									...loop,
									frames: loop.frames.map( ( frame, i ) =>
										i === 0 ? { ...frame, d } : frame
									),
								},
								'd'
							)
						}
					/>
					<NumberField
						label={ __( 'Repeats (-1: endless)', 'stagecraft' ) }
						field="tl.loop.r"
						value={ loop.r ?? -1 }
						onChange={ ( r ) =>
							setScene( 'loop', { ...loop, r }, 'r' )
						}
					/>
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __( 'Back and forth (yoyo)', 'stagecraft' ) }
						help="tl.loop.y"
						checked={ Boolean( loop.y ) }
						onChange={ ( y ) => setScene( 'loop', { ...loop, y } ) }
					/>
				</>
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Pan (Ken Burns)', 'stagecraft' ) }
				help={ __(
					'tl.pan: moves over the slide’s length.',
					'stagecraft'
				) }
				value={ panKind }
				options={ [
					{ value: 'none', label: __( 'None', 'stagecraft' ) },
					{
						value: 'zoomin',
						label: __( 'Zoom in slowly', 'stagecraft' ),
					},
					{
						value: 'zoomout',
						label: __( 'Zoom out slowly', 'stagecraft' ),
					},
					{
						value: 'drift',
						label: __( 'Drift sideways', 'stagecraft' ),
					},
					...( panKind === 'custom' ? [ custom ] : [] ),
				] }
				onChange={ ( value: string ) =>
					value !== 'custom' &&
					setScene(
						'pan',
						value === 'none'
							? undefined
							: { frames: PAN_FRAMES[ value as PanPreset ] }
					)
				}
			/>
		</PanelBody>
	);
}
