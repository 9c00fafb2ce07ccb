import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import { NumberField, TextField } from '../components/fields';
import { RichTextField } from '../components/RichTextField';
import { px, writeLevel } from '../store/levels';
import { useEditor } from '../use-editor';
import { ImageContent } from './ImageContent';

const TEXT_TAGS = [
	'p',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'span',
	'div',
	'label',
];

/**
 * The selected layer's fields: content, then position and size on the selected level (or all
 * levels), visibility per level, and its in animation.
 */
export function LayerInspector() {
	const { layer, level, editLayer } = useEditor();
	const [ allLevels, setAllLevels ] = useState( false );
	if ( ! layer ) {
		return null;
	}
	const key = ( field: string ) => `${ field }-${ layer.id }`;
	const perLevel =
		< K extends 'x' | 'y' >( field: K ) =>
		( value: number ) =>
			editLayer(
				( l: Layer ) => ( {
					...l,
					pos: {
						...l.pos,
						[ field ]: writeLevel(
							l.pos[ field ],
							level,
							value,
							allLevels
						),
					},
				} ),
				key( field )
			);
	const sizeOf =
		< K extends 'w' | 'h' >( field: K ) =>
		( value: number ) =>
			editLayer(
				( l: Layer ) => ( {
					...l,
					size: {
						...l.size,
						[ field ]: writeLevel(
							l.size[ field ],
							level,
							value,
							allLevels
						),
					},
				} ),
				key( field )
			);
	const hasText = [ 'text', 'button' ].includes( layer.type );
	return (
		<>
			<PanelBody title={ __( 'Layer', 'stagecraft' ) }>
				<TextField
					label={ __( 'Name', 'stagecraft' ) }
					field="alias"
					value={ layer.alias }
					onChange={ ( alias ) =>
						editLayer(
							( l ) => ( { ...l, alias } ),
							key( 'alias' )
						)
					}
				/>
				{ hasText && (
					<RichTextField
						label={ __( 'Text', 'stagecraft' ) }
						field="content.text"
						value={ layer.content.text ?? '' }
						onChange={ ( text: string ) =>
							editLayer(
								( l ) => ( {
									...l,
									content: { ...l.content, text },
								} ),
								key( 'text' )
							)
						}
					/>
				) }
				{ layer.type === 'text' && (
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'HTML tag', 'stagecraft' ) }
						help="tag"
						value={ layer.tag }
						options={ TEXT_TAGS.map( ( tag ) => ( {
							value: tag,
							label: tag,
						} ) ) }
						onChange={ ( tag: string ) =>
							editLayer( ( l ) => ( { ...l, tag } ) )
						}
					/>
				) }
				{ layer.type === 'image' && <ImageContent /> }
			</PanelBody>
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
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Horizontal alignment', 'stagecraft' ) }
					help="pos.h"
					value={ layer.pos.h[ level ] }
					options={ [
						{ value: 'left', label: __( 'Left', 'stagecraft' ) },
						{
							value: 'center',
							label: __( 'Center', 'stagecraft' ),
						},
						{ value: 'right', label: __( 'Right', 'stagecraft' ) },
					] }
					onChange={ ( h: string ) =>
						editLayer( ( l ) => ( {
							...l,
							pos: {
								...l.pos,
								h: writeLevel(
									l.pos.h,
									level,
									h as Layer[ 'pos' ][ 'h' ][ number ],
									allLevels
								),
							},
						} ) )
					}
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Vertical alignment', 'stagecraft' ) }
					help="pos.v"
					value={ layer.pos.v[ level ] }
					options={ [
						{ value: 'top', label: __( 'Top', 'stagecraft' ) },
						{
							value: 'middle',
							label: __( 'Middle', 'stagecraft' ),
						},
						{
							value: 'bottom',
							label: __( 'Bottom', 'stagecraft' ),
						},
					] }
					onChange={ ( v: string ) =>
						editLayer( ( l ) => ( {
							...l,
							pos: {
								...l.pos,
								v: writeLevel(
									l.pos.v,
									level,
									v as Layer[ 'pos' ][ 'v' ][ number ],
									allLevels
								),
							},
						} ) )
					}
				/>
				<NumberField
					label={ __( 'X offset (px)', 'stagecraft' ) }
					field="pos.x"
					value={ px( layer.pos.x[ level ] ) ?? undefined }
					onChange={ perLevel( 'x' ) }
				/>
				<NumberField
					label={ __( 'Y offset (px)', 'stagecraft' ) }
					field="pos.y"
					value={ px( layer.pos.y[ level ] ) ?? undefined }
					onChange={ perLevel( 'y' ) }
				/>
				<NumberField
					label={ __( 'Width (px)', 'stagecraft' ) }
					field="size.w"
					min={ 1 }
					value={ px( layer.size.w[ level ] ) ?? undefined }
					onChange={ sizeOf( 'w' ) }
				/>
				<NumberField
					label={ __( 'Height (px)', 'stagecraft' ) }
					field="size.h"
					min={ 1 }
					value={ px( layer.size.h[ level ] ) ?? undefined }
					onChange={ sizeOf( 'h' ) }
				/>
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
		</>
	);
}
