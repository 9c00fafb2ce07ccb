import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ProgressBar } from '../../schema/settings';
import { ColorField } from '../components/ColorField';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

// Where each type of bar may sit, with the runtime's default first.
function positions( type: ProgressBar[ 'type' ] ) {
	if ( type === 'horizontal' ) {
		return [
			{ value: 'bottom', label: __( 'Bottom', 'stagecraft' ) },
			{ value: 'top', label: __( 'Top', 'stagecraft' ) },
		];
	}
	if ( type === 'vertical' ) {
		return [
			{ value: 'left', label: __( 'Left', 'stagecraft' ) },
			{ value: 'right', label: __( 'Right', 'stagecraft' ) },
		];
	}
	return [
		{ value: 'top-right', label: __( 'Top right', 'stagecraft' ) },
		{ value: 'top-left', label: __( 'Top left', 'stagecraft' ) },
		{ value: 'bottom-right', label: __( 'Bottom right', 'stagecraft' ) },
		{ value: 'bottom-left', label: __( 'Bottom left', 'stagecraft' ) },
		{ value: 'center', label: __( 'Centre', 'stagecraft' ) },
	];
}

/**
 * The module's progress bar (pbar): type (horizontal, vertical, circle cw or ccw), base (slide
 * or whole), size, radius, colours, gap and position. It also pauses and resumes the slideshow.
 */
export function ProgressBarPanel() {
	const { module, editModule } = useEditor();
	if ( ! module ) {
		return null;
	}
	const pbar = module.settings.pbar;
	const set = ( change: Partial< ProgressBar >, key?: string ) =>
		editModule(
			( m ) => ( {
				...m,
				settings: {
					...m.settings,
					pbar: { ...m.settings.pbar, ...change },
				},
			} ),
			key && `pbar-${ key }`
		);
	const places = positions( pbar.type );
	return (
		<PanelBody
			title={ __( 'Progress bar', 'stagecraft' ) }
			initialOpen={ false }
		>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Show a progress bar', 'stagecraft' ) }
				help="pbar.set"
				checked={ !! pbar.set }
				onChange={ ( on: boolean ) => set( { set: on } ) }
			/>
			{ pbar.set && (
				<>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Progress bar type', 'stagecraft' ) }
						help="pbar.type"
						value={ pbar.type }
						options={ [
							{
								value: 'horizontal',
								label: __( 'Horizontal', 'stagecraft' ),
							},
							{
								value: 'vertical',
								label: __( 'Vertical', 'stagecraft' ),
							},
							{
								value: 'cw',
								label: __( 'Circle, clockwise', 'stagecraft' ),
							},
							{
								value: 'ccw',
								label: __(
									'Circle, counter-clockwise',
									'stagecraft'
								),
							},
						] }
						onChange={ ( type: string ) =>
							set( {
								type: type as ProgressBar[ 'type' ],
								// A position of another type would not apply.
								position: undefined,
							} )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Progress of', 'stagecraft' ) }
						help="pbar.base"
						value={ pbar.base }
						options={ [
							{
								value: 'slide',
								label: __( 'Each slide', 'stagecraft' ),
							},
							{
								value: 'whole',
								label: __(
									'The whole slideshow',
									'stagecraft'
								),
							},
						] }
						onChange={ ( base: string ) =>
							set( {
								base: base === 'whole' ? 'whole' : 'slide',
							} )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Progress bar position', 'stagecraft' ) }
						help="pbar.position"
						value={ pbar.position ?? places[ 0 ].value }
						options={ places }
						onChange={ ( position: string ) => set( { position } ) }
					/>
					<NumberField
						label={ __(
							'Progress bar thickness (px)',
							'stagecraft'
						) }
						field="pbar.size"
						min={ 1 }
						value={ pbar.size ?? 5 }
						onChange={ ( size ) => set( { size }, 'size' ) }
					/>
					<NumberField
						label={ __( 'Progress bar radius (px)', 'stagecraft' ) }
						field="pbar.radius"
						min={ 0 }
						value={
							pbar.radius ??
							( [ 'cw', 'ccw' ].includes( pbar.type ) ? 20 : 0 )
						}
						onChange={ ( radius ) => set( { radius }, 'radius' ) }
					/>
					<ColorField
						label={ __( 'Progress colour', 'stagecraft' ) }
						field="pbar.color"
						value={ pbar.color }
						onChange={ ( color ) => set( { color }, 'color' ) }
					/>
					<ColorField
						label={ __( 'Progress track colour', 'stagecraft' ) }
						field="pbar.bg"
						value={ pbar.bg }
						onChange={ ( bg ) => set( { bg }, 'bg' ) }
					/>
					{ pbar.base === 'whole' &&
						! [ 'cw', 'ccw' ].includes( pbar.type ) && (
							<NumberField
								label={ __(
									'Gap between slides (px)',
									'stagecraft'
								) }
								field="pbar.gap"
								min={ 0 }
								value={ pbar.gap ?? 0 }
								onChange={ ( gap ) => set( { gap }, 'gap' ) }
							/>
						) }
				</>
			) }
		</PanelBody>
	);
}
