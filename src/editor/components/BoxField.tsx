import { __, sprintf } from '@wordpress/i18n';
import type { Box } from '../../schema/base';
import { SIDES, sidesOf, withSide, type Side } from '../values/box';
import { NumberField } from './fields';

const SIDE_LABELS: Record< Side, string > = {
	t: __( 'top', 'stagecraft' ),
	r: __( 'right', 'stagecraft' ),
	b: __( 'bottom', 'stagecraft' ),
	l: __( 'left', 'stagecraft' ),
};

/**
 * Four sides in px of a box (margins, padding, border widths, radius), with one field for all
 * sides at once. Each names the module field it edits.
 *
 * @param props          Field props.
 * @param props.label    The box's name, e.g. Margin; sides are labelled "Margin top (px)".
 * @param props.field    The module field, e.g. m.
 * @param props.value    The stored box.
 * @param props.onChange Called with the new box (undefined when every side is 0).
 * @param props.min      Lowest value of a side.
 * @param props.sides    Labels of the sides, when not top/right/bottom/left (radius corners).
 */
export function BoxField( {
	label,
	field,
	value,
	onChange,
	min,
	sides = SIDE_LABELS,
}: {
	label: string;
	field: string;
	value: Box | undefined;
	onChange: ( value: Box | undefined ) => void;
	min?: number;
	sides?: Record< Side, string >;
} ) {
	const current = sidesOf( value );
	const same = SIDES.every( ( side ) => current[ side ] === current.t );
	return (
		<fieldset className="stagecraft-editor__box">
			<legend>{ label }</legend>
			<NumberField
				label={ sprintf(
					/* translators: %s: the box, e.g. Margin */
					__( '%s (px)', 'stagecraft' ),
					label
				) }
				field={ `${ field }: ${ __( 'all sides', 'stagecraft' ) }` }
				min={ min }
				value={ same ? ( current.t ?? undefined ) : undefined }
				onChange={ ( px ) => onChange( withSide( value, 'all', px ) ) }
			/>
			<div className="stagecraft-editor__sides">
				{ SIDES.map( ( side ) => (
					<NumberField
						key={ side }
						label={ sprintf(
							/* translators: 1: the box, e.g. Margin, 2: its side, e.g. top */
							__( '%1$s %2$s (px)', 'stagecraft' ),
							label,
							sides[ side ]
						) }
						field={ `${ field }.${ side }` }
						min={ min }
						value={ current[ side ] ?? undefined }
						onChange={ ( px ) =>
							onChange( withSide( value, side, px ) )
						}
					/>
				) ) }
			</div>
		</fieldset>
	);
}
