import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { NumberField } from '../components/fields';
import {
	px,
	readLevelField,
	writeLevel,
	writeLevelField,
	type LevelField,
} from '../store/levels';
import { useEditor } from '../use-editor';

const H_OPTIONS = [
	{ value: 'left', label: __( 'Left', 'stagecraft' ) },
	{ value: 'center', label: __( 'Center', 'stagecraft' ) },
	{ value: 'right', label: __( 'Right', 'stagecraft' ) },
];
const V_OPTIONS = [
	{ value: 'top', label: __( 'Top', 'stagecraft' ) },
	{ value: 'middle', label: __( 'Middle', 'stagecraft' ) },
	{ value: 'bottom', label: __( 'Bottom', 'stagecraft' ) },
];

/**
 * The selected layer's position and size on the level shown in the canvas (or on every level),
 * and whether it shows on that level.
 */
export function PositionPanel() {
	const { layer, level, editLayer } = useEditor();
	const [ allLevels, setAllLevels ] = useState( false );
	if ( ! layer ) {
		return null;
	}
	// One undo step per field.
	const write = ( field: LevelField ) => ( value: string | number ) =>
		editLayer(
			( l ) => writeLevelField( l, field, level, value, allLevels ),
			`${ field }-${ layer.id }`
		);
	const align = (
		field: 'h' | 'v',
		label: string,
		options: typeof H_OPTIONS
	) => (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={ `pos.${ field }` }
			value={ layer.pos[ field ][ level ] }
			options={ options }
			onChange={ write( `pos.${ field }` ) }
		/>
	);
	const length = ( field: LevelField, label: string ) => (
		<NumberField
			label={ label }
			field={ field }
			min={ field.startsWith( 'size' ) ? 1 : undefined }
			value={ px( readLevelField( layer, field, level ) ) ?? undefined }
			onChange={ write( field ) }
		/>
	);
	return (
		<PanelBody title={ __( 'Position and size', 'stagecraft' ) }>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Same on all levels', 'stagecraft' ) }
				help={ __(
					'Off: changes apply to the level shown in the canvas only.',
					'stagecraft'
				) }
				checked={ allLevels }
				onChange={ setAllLevels }
			/>
			{ align(
				'h',
				__( 'Horizontal alignment', 'stagecraft' ),
				H_OPTIONS
			) }
			{ align(
				'v',
				__( 'Vertical alignment', 'stagecraft' ),
				V_OPTIONS
			) }
			{ length( 'pos.x', __( 'X offset (px)', 'stagecraft' ) ) }
			{ length( 'pos.y', __( 'Y offset (px)', 'stagecraft' ) ) }
			{ length( 'size.w', __( 'Width (px)', 'stagecraft' ) ) }
			{ length( 'size.h', __( 'Height (px)', 'stagecraft' ) ) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Visible on this level', 'stagecraft' ) }
				help="vis"
				checked={ layer.vis[ level ] }
				onChange={ ( shown: boolean ) =>
					editLayer( ( l ) => ( {
						...l,
						vis: writeLevel( l.vis, level, shown, allLevels ),
					} ) )
				}
			/>
		</PanelBody>
	);
}
