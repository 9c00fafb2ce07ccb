import { TextControl } from '@wordpress/components';

/**
 * A number field that names the module field it edits (spec words) in its help. An empty or
 * partial entry is not written, so typing "-" on the way to "-20" keeps the old value.
 *
 * @param props          Field props.
 * @param props.label    Visible label.
 * @param props.field    The module field, e.g. pos.x.
 * @param props.value    Current value.
 * @param props.onChange Called with a whole number.
 * @param props.min      Lowest value.
 */
export function NumberField( {
	label,
	field,
	value,
	onChange,
	min,
}: {
	label: string;
	field: string;
	value: number | string | undefined;
	onChange: ( value: number ) => void;
	min?: number;
} ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			help={ field }
			min={ min }
			value={ value === undefined ? '' : String( value ) }
			onChange={ ( text: string ) => {
				const number = Number( text );
				if ( text.trim() !== '' && Number.isFinite( number ) ) {
					onChange(
						min === undefined ? number : Math.max( min, number )
					);
				}
			} }
		/>
	);
}

/**
 * A text field that names the module field it edits.
 *
 * @param props          Field props.
 * @param props.label    Visible label.
 * @param props.field    The module field, e.g. content.text.
 * @param props.value    Current value.
 * @param props.onChange Called with the text.
 */
export function TextField( {
	label,
	field,
	value,
	onChange,
}: {
	label: string;
	field: string;
	value: string | undefined;
	onChange: ( value: string ) => void;
} ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={ field }
			value={ value ?? '' }
			onChange={ onChange }
		/>
	);
}
