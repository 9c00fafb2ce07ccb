import { SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { NavElement } from '../../schema/navigation';
import { NumberField } from '../components/fields';

type Placement = Pick< NavElement, 'h' | 'v' | 'x' | 'y' >;

/**
 * Where a navigation element (or one arrow) sits: horizontal and vertical alignment and the
 * offsets from there. Shows the runtime's defaults where nothing is stored.
 *
 * @param props          Field props.
 * @param props.name     What is placed, for the labels (e.g. "Bullets", "Previous arrow").
 * @param props.field    The module field, e.g. navigation.bullets or navigation.arrows.l.
 * @param props.value    The stored placement.
 * @param props.defaults The runtime's placement when nothing is stored.
 * @param props.onChange Called with the fields to change, and an undo key.
 */
export function NavPlacementFields( {
	name,
	field,
	value,
	defaults,
	onChange,
}: {
	name: string;
	field: string;
	value: Placement | undefined;
	defaults: Required< Placement >;
	onChange: ( change: Placement, key?: string ) => void;
} ) {
	const label = ( what: string ) =>
		/* translators: 1: what is placed, e.g. Bullets, 2: the field, e.g. horizontal alignment */
		sprintf( __( '%1$s: %2$s', 'stagecraft' ), name, what );
	const vertical: string = value?.v ?? defaults.v;
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label( __( 'horizontal alignment', 'stagecraft' ) ) }
				help={ `${ field }.h` }
				value={ value?.h ?? defaults.h }
				options={ [
					{ value: 'left', label: __( 'Left', 'stagecraft' ) },
					{ value: 'center', label: __( 'Center', 'stagecraft' ) },
					{ value: 'right', label: __( 'Right', 'stagecraft' ) },
				] }
				onChange={ ( h: string ) =>
					onChange( { h: h as Placement[ 'h' ] } )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label( __( 'vertical alignment', 'stagecraft' ) ) }
				help={ `${ field }.v` }
				value={ vertical === 'center' ? 'middle' : vertical }
				options={ [
					{
						value: 'top' as string,
						label: __( 'Top', 'stagecraft' ),
					},
					{ value: 'middle', label: __( 'Middle', 'stagecraft' ) },
					{ value: 'bottom', label: __( 'Bottom', 'stagecraft' ) },
				] }
				onChange={ ( v: string ) =>
					onChange( { v: v as Placement[ 'v' ] } )
				}
			/>
			<NumberField
				label={ label( __( 'x offset (px)', 'stagecraft' ) ) }
				field={ `${ field }.x` }
				value={ value?.x ?? defaults.x }
				onChange={ ( x ) => onChange( { x }, `${ field }-x` ) }
			/>
			<NumberField
				label={ label( __( 'y offset (px)', 'stagecraft' ) ) }
				field={ `${ field }.y` }
				value={ value?.y ?? defaults.y }
				onChange={ ( y ) => onChange( { y }, `${ field }-y` ) }
			/>
		</>
	);
}
