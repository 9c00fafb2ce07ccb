import { Button, PanelBody, SelectControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import { store } from '../store';
import {
	addLayer,
	deleteLayer,
	duplicateLayer,
	move,
	PARENT_TYPES,
	setParent,
	updateSlide,
	withDescendants,
	type LayerType,
} from '../store/edits';
import { useEditor } from '../use-editor';
import { ItemList } from './ItemList';
import { LAYER_TYPE_LABELS } from './layer-types';

/**
 * How deep a layer sits in groups, rows and columns.
 *
 * @param layers The slide's layers.
 * @param layer  The layer.
 */
function depthOf( layers: Layer[], layer: Layer ): number {
	let depth = 0;
	let parent = layer.pid;
	const seen = new Set< string >();
	while ( parent !== -1 && ! seen.has( String( parent ) ) ) {
		seen.add( String( parent ) );
		const found = layers.find( ( l ) => l.id === parent );
		if ( ! found ) {
			break;
		}
		depth++;
		parent = found.pid;
	}
	return depth;
}

/**
 * Where the selected layer sits: at the top level or inside a group, row, column, zone or
 * container of the slide (not inside itself or its own children).
 *
 * @param props          Placement props.
 * @param props.layers   The slide's layers.
 * @param props.layer    The selected layer.
 * @param props.onParent Called with the new parent's id (-1: top level).
 */
function LayerPlacement( {
	layers,
	layer,
	onParent,
}: {
	layers: Layer[];
	layer: Layer;
	onParent: ( pid: Layer[ 'pid' ] ) => void;
} ) {
	const inside = withDescendants( layers, layer.id );
	const parents = layers.filter(
		( l ) =>
			PARENT_TYPES.includes( l.type ) && ! inside.has( String( l.id ) )
	);
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Inside', 'stagecraft' ) }
			help="pid"
			value={ String( layer.pid ) }
			options={ [
				{
					value: '-1',
					label: __( 'The slide (top level)', 'stagecraft' ),
				},
				...parents.map( ( l ) => ( {
					value: String( l.id ),
					label: l.alias || LAYER_TYPE_LABELS[ l.type ],
				} ) ),
			] }
			onChange={ ( value: string ) => {
				const parent = parents.find(
					( l ) => String( l.id ) === value
				);
				onParent( parent ? parent.id : -1 );
			} }
		/>
	);
}

/** The selected slide's layers, back to front: select, add any of the 13 types, reorder, copy, delete. */
export function LayersPanel() {
	const { module, slide, slideIndex, layer } = useEditor();
	const { edit, selectLayer, toggleLayerFlag } = useDispatch( store );
	const { hidden, locked } = useSelect(
		( select ) => ( {
			hidden: select( store ).state().hidden,
			locked: select( store ).state().locked,
		} ),
		[]
	);
	const [ type, setType ] = useState< LayerType >( 'text' );
	if ( ! module || ! slide ) {
		return null;
	}
	const layers = slide.layers;
	const selected = layers.findIndex( ( l ) => l.id === layer?.id );
	const add = () => {
		const text =
			type === 'button'
				? __( 'Button', 'stagecraft' )
				: __( 'Text', 'stagecraft' );
		const added = addLayer( module, slideIndex, type, text );
		edit( added.module, undefined, { layer: added.id } );
	};
	return (
		<PanelBody title={ __( 'Layers', 'stagecraft' ) }>
			<ItemList
				label={ __( 'Layers, back to front', 'stagecraft' ) }
				items={ layers.map( ( l ) => ( {
					key: String( l.id ),
					label: [
						l.alias || LAYER_TYPE_LABELS[ l.type ],
						hidden.includes( String( l.id ) ) &&
							__( '(hidden in editor)', 'stagecraft' ),
						locked.includes( String( l.id ) ) &&
							__( '(locked)', 'stagecraft' ),
					]
						.filter( Boolean )
						.join( ' ' ),
					depth: depthOf( layers, l ),
				} ) ) }
				selected={ selected }
				onSelect={ ( index ) =>
					selectLayer( layers[ index ]?.id ?? null )
				}
				onMove={ ( from, to ) =>
					edit(
						updateSlide( module, slideIndex, ( s ) => ( {
							...s,
							layers: move( s.layers, from, to ),
						} ) )
					)
				}
			/>
			<div className="stagecraft-editor__add-layer">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Layer type', 'stagecraft' ) }
					value={ type }
					options={ (
						Object.keys( LAYER_TYPE_LABELS ) as LayerType[]
					 ).map( ( t ) => ( {
						value: t,
						label: LAYER_TYPE_LABELS[ t ],
					} ) ) }
					onChange={ ( value: string ) =>
						setType( value as LayerType )
					}
				/>
				<Button variant="secondary" onClick={ add }>
					{ __( 'Add layer', 'stagecraft' ) }
				</Button>
			</div>
			{ layer && (
				<LayerPlacement
					layers={ layers }
					layer={ layer }
					onParent={ ( pid ) =>
						edit( setParent( module, slideIndex, layer.id, pid ) )
					}
				/>
			) }
			{ layer && (
				<div className="stagecraft-editor__actions">
					<Button
						variant="tertiary"
						isPressed={ hidden.includes( String( layer.id ) ) }
						onClick={ () => toggleLayerFlag( 'hidden', layer.id ) }
					>
						{ __( 'Hide in editor', 'stagecraft' ) }
					</Button>
					<Button
						variant="tertiary"
						isPressed={ locked.includes( String( layer.id ) ) }
						onClick={ () => toggleLayerFlag( 'locked', layer.id ) }
					>
						{ __( 'Lock position', 'stagecraft' ) }
					</Button>
					<Button
						variant="tertiary"
						onClick={ () => {
							const copy = duplicateLayer(
								module,
								slideIndex,
								layer.id
							);
							edit( copy.module, undefined, { layer: copy.id } );
						} }
					>
						{ __( 'Duplicate layer', 'stagecraft' ) }
					</Button>
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () =>
							edit( deleteLayer( module, slideIndex, layer.id ) )
						}
					>
						{ __( 'Delete layer', 'stagecraft' ) }
					</Button>
				</div>
			) }
		</PanelBody>
	);
}
