import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import type { Filter, Frame } from '../../schema/frame';
import { DEFAULT_STAGGER_MS, FILTER_DEFAULTS } from '../../schema/constants';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

type Timeline = Layer[ 'tl' ];
type SplitKind = 'words' | 'lines' | 'chars';
type MaskFrom = 'left' | 'right' | 'top' | 'bottom';

// Where a mask reveal comes from, as its first frame (src/motion/effects.ts maskDirection).
const MASK_FRAME: Record< MaskFrom, Frame > = {
	left: { x: -100 },
	right: { x: 100 },
	top: { y: -100 },
	bottom: { y: 100 },
};

function splitOf( tl: Timeline ): SplitKind | 'none' {
	const kinds: SplitKind[] = [ 'chars', 'words', 'lines' ];
	return kinds.find( ( kind ) => tl.split?.[ kind ] ) ?? 'none';
}

function maskOf( tl: Timeline ): MaskFrom | 'none' {
	const first = tl.mask?.frames[ 0 ];
	if ( ! first ) {
		return 'none';
	}
	const x = Number( first.x ?? 0 );
	const y = Number( first.y ?? 0 );
	if ( Math.abs( y ) > Math.abs( x ) ) {
		return y < 0 ? 'top' : 'bottom';
	}
	return x > 0 ? 'right' : 'left';
}

// The in-scene, or a short one to carry a clip: a reveal needs a scene to play in.
function inFrames( tl: Timeline ): Frame[] {
	const frames = tl.in?.frames ?? [];
	return frames.length > 1 ? [ ...frames ] : [ { o: 1 }, { o: 1, d: 500 } ];
}

const FILTERS: Array< { name: keyof Filter; label: () => string } > = [
	{ name: 'blur', label: () => __( 'Blur (px)', 'stagecraft' ) },
	{ name: 'brightness', label: () => __( 'Brightness (%)', 'stagecraft' ) },
	{ name: 'grayscale', label: () => __( 'Grayscale (%)', 'stagecraft' ) },
	{ name: 'sepia', label: () => __( 'Sepia (%)', 'stagecraft' ) },
	{ name: 'invert', label: () => __( 'Invert (%)', 'stagecraft' ) },
];

/**
 * The selected layer's reveal effects, which ride with its in and out scenes: split text
 * (tl.split, with its stagger), a mask (tl.mask), a clip reveal (the in-scene's clip) and
 * filters (tl.filter) it comes in from.
 */
export function AnimationEffectsPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const tl = layer.tl;
	const key = ( name: string ) => `effects-${ name }-${ layer.id }`;
	const setTl = ( change: Partial< Timeline >, name?: string ) =>
		editLayer(
			( l ) => ( { ...l, tl: { ...l.tl, ...change } } ),
			name ? key( name ) : undefined
		);
	const split = splitOf( tl );
	const texty = layer.type === 'text' || layer.type === 'button';
	const clip = tl.in?.frames[ 0 ]?.clip;
	return (
		<PanelBody
			title={ __( 'Reveal effects', 'stagecraft' ) }
			initialOpen={ false }
		>
			{ texty && (
				<>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Split text', 'stagecraft' ) }
						help={ __(
							'tl.split: the in and out animations play on each unit, one after another.',
							'stagecraft'
						) }
						value={ split }
						options={ [
							{
								value: 'none',
								label: __( 'Whole text', 'stagecraft' ),
							},
							{
								value: 'words',
								label: __( 'Words', 'stagecraft' ),
							},
							{
								value: 'lines',
								label: __( 'Lines', 'stagecraft' ),
							},
							{
								value: 'chars',
								label: __( 'Characters', 'stagecraft' ),
							},
						] }
						onChange={ ( value: string ) =>
							setTl( {
								split:
									value === 'none'
										? undefined
										: { [ value ]: true, s: tl.split?.s },
							} )
						}
					/>
					{ split !== 'none' && (
						<NumberField
							label={ __( 'Stagger (ms)', 'stagecraft' ) }
							field="tl.split.s"
							min={ 0 }
							value={ tl.split?.s ?? DEFAULT_STAGGER_MS }
							onChange={ ( s ) =>
								setTl(
									{ split: { ...tl.split, s } },
									'stagger'
								)
							}
						/>
					) }
				</>
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Mask reveal', 'stagecraft' ) }
				help={ __(
					'tl.mask: the edge the layer appears from.',
					'stagecraft'
				) }
				value={ maskOf( tl ) }
				options={ [
					{ value: 'none', label: __( 'None', 'stagecraft' ) },
					{
						value: 'left',
						label: __( 'From the left', 'stagecraft' ),
					},
					{
						value: 'right',
						label: __( 'From the right', 'stagecraft' ),
					},
					{ value: 'top', label: __( 'From the top', 'stagecraft' ) },
					{
						value: 'bottom',
						label: __( 'From the bottom', 'stagecraft' ),
					},
				] }
				onChange={ ( value: string ) =>
					setTl( {
						mask:
							value === 'none'
								? undefined
								: {
										frames: [
											MASK_FRAME[ value as MaskFrom ],
										],
									},
					} )
				}
			/>
			<NumberField
				label={ __( 'Clip reveal from (percent shown)', 'stagecraft' ) }
				field="tl.in frames[0].clip"
				min={ 0 }
				value={ typeof clip === 'number' ? clip : 100 }
				onChange={ ( shown ) => {
					const frames = inFrames( tl );
					const last = frames.length - 1;
					frames[ 0 ] = {
						...frames[ 0 ],
						clip: Math.min( 100, shown ),
					};
					frames[ last ] = { ...frames[ last ], clip: 100 };
					setTl( { in: { ...tl.in, frames } }, 'clip' );
				} }
			/>
			{ FILTERS.map( ( { name, label } ) => (
				<NumberField
					key={ name }
					label={ label() }
					field={ `tl.filter.${ name }` }
					min={ 0 }
					value={ tl.filter?.[ name ] ?? FILTER_DEFAULTS[ name ] }
					onChange={ ( value ) =>
						setTl(
							{ filter: { ...tl.filter, [ name ]: value } },
							name
						)
					}
				/>
			) ) }
		</PanelBody>
	);
}
