import {
	Button,
	CheckboxControl,
	RangeControl,
	SelectControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { gradientCss } from '../../loaders/gradient';
import type { Gradient } from '../../schema/gradient';
import {
	addStop,
	defaultGradient,
	removeStop,
	stopCss,
	withStopColor,
	withStopPosition,
} from '../values/gradient';
import { ColorField } from './ColorField';
import { NumberField } from './fields';

/**
 * A gradient (spec section 3, Gradient): type, angle and colour stops, with a preview drawn by
 * the runtime's own gradient CSS.
 *
 * @param props          Field props.
 * @param props.field    The module field, e.g. bg.gradient.
 * @param props.value    The gradient, if any.
 * @param props.onChange Called with the new gradient (undefined: none) and an undo key.
 */
export function GradientField( {
	field,
	value,
	onChange,
}: {
	field: string;
	value: Gradient | undefined;
	onChange: ( value: Gradient | undefined, key?: string ) => void;
} ) {
	return (
		<div className="stagecraft-editor__gradient">
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Gradient', 'stagecraft' ) }
				help={ sprintf(
					/* translators: %s: the module field, e.g. bg.gradient */
					__(
						'%s: drawn over the colour, under any image',
						'stagecraft'
					),
					field
				) }
				checked={ !! value }
				onChange={ ( on: boolean ) =>
					onChange( on ? defaultGradient() : undefined )
				}
			/>
			{ value && (
				<>
					<div
						className="stagecraft-editor__gradient-preview"
						style={ { background: gradientCss( value ) } }
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Gradient type', 'stagecraft' ) }
						help={ `${ field }.type` }
						value={ value.type }
						options={ [
							{
								value: 'linear',
								label: __( 'Linear', 'stagecraft' ),
							},
							{
								value: 'radial',
								label: __( 'Radial', 'stagecraft' ),
							},
							{
								value: 'solid',
								label: __(
									'Solid (first colour)',
									'stagecraft'
								),
							},
						] }
						onChange={ ( type: string ) =>
							onChange( {
								...value,
								type: type as Gradient[ 'type' ],
							} )
						}
					/>
					{ value.type === 'linear' && (
						<RangeControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Angle (degrees)', 'stagecraft' ) }
							help={ `${ field }.angle` }
							min={ 0 }
							max={ 360 }
							value={ value.angle ?? 180 }
							onChange={ ( angle?: number ) =>
								onChange(
									{ ...value, angle: angle ?? 180 },
									`${ field }-angle`
								)
							}
						/>
					) }
					{ value.colors.map( ( stop, index ) => (
						<fieldset
							// Stops are kept in order; their index is their identity here.
							key={ index }
							className="stagecraft-editor__stop"
						>
							<legend>
								{ sprintf(
									/* translators: %d: colour stop number */
									__( 'Colour stop %d', 'stagecraft' ),
									index + 1
								) }
							</legend>
							<ColorField
								label={ sprintf(
									/* translators: %d: colour stop number */
									__( 'Stop %d colour', 'stagecraft' ),
									index + 1
								) }
								field={ `${ field }.colors[${ index }] r g b a` }
								value={ stopCss( stop ) }
								onChange={ ( css ) =>
									css &&
									onChange(
										withStopColor( value, index, css ),
										`${ field }-stop-${ index }`
									)
								}
							/>
							<NumberField
								label={ sprintf(
									/* translators: %d: colour stop number */
									__( 'Stop %d position (%%)', 'stagecraft' ),
									index + 1
								) }
								field={ `${ field }.colors[${ index }].p` }
								min={ 0 }
								value={ stop.p }
								onChange={ ( p ) =>
									onChange(
										withStopPosition( value, index, p ),
										`${ field }-p-${ index }`
									)
								}
							/>
							{ value.colors.length > 2 && (
								<Button
									variant="link"
									isDestructive
									onClick={ () =>
										onChange( removeStop( value, index ) )
									}
								>
									{ sprintf(
										/* translators: %d: colour stop number */
										__( 'Remove stop %d', 'stagecraft' ),
										index + 1
									) }
								</Button>
							) }
						</fieldset>
					) ) }
					<Button
						variant="secondary"
						onClick={ () => onChange( addStop( value ) ) }
					>
						{ __( 'Add colour stop', 'stagecraft' ) }
					</Button>
				</>
			) }
		</div>
	);
}
