import {
	Button,
	ColorPicker,
	Dropdown,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * A colour: its CSS value as text (any CSS colour), and a swatch that opens WordPress's colour
 * picker. Names the module field it edits in its help. What is typed shows as typed until the
 * field loses focus, even when the store keeps another form (a gradient stop keeps channels).
 *
 * @param props          Field props.
 * @param props.label    Visible label.
 * @param props.field    The module field, e.g. border.c.
 * @param props.value    The CSS colour.
 * @param props.onChange Called with the colour, or undefined when it is emptied.
 */
export function ColorField( {
	label,
	field,
	value,
	onChange,
}: {
	label: string;
	field: string;
	value: string | undefined;
	onChange: ( value: string | undefined ) => void;
} ) {
	const [ draft, setDraft ] = useState< string | null >( null );
	return (
		<div className="stagecraft-editor__color">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ field }
				value={ draft ?? value ?? '' }
				onChange={ ( text: string ) => {
					setDraft( text );
					onChange( text.trim() || undefined );
				} }
				onBlur={ () => setDraft( null ) }
			/>
			<Dropdown
				popoverProps={ { placement: 'left-start' } }
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						className="stagecraft-editor__swatch"
						onClick={ onToggle }
						aria-expanded={ isOpen }
						label={ sprintf(
							/* translators: %s: the colour field's label, e.g. Border colour */
							__( 'Pick: %s', 'stagecraft' ),
							label
						) }
						showTooltip
					>
						<span
							className="stagecraft-editor__swatch-colour"
							style={ { background: value || 'transparent' } }
						/>
					</Button>
				) }
				renderContent={ () => (
					<ColorPicker
						color={ value }
						enableAlpha
						onChange={ onChange }
					/>
				) }
			/>
		</div>
	);
}
