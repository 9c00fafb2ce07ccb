import { Button, PanelBody, SelectControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import { store } from '../store';
import {
	addLayer,
	deleteLayer,
	duplicateLayer,
	move,
	updateSlide,
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

/** The selected slide's layers, back to front: select, add any of the 13 types, reorder, copy, delete. */
export function LayersPanel() {
	const { module, slide, slideIndex, layer } = useEditor();
	const { edit, selectLayer } = useDispatch( store );
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
					label: `${ l.alias || LAYER_TYPE_LABELS[ l.type ] }`,
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
				<div className="stagecraft-editor__actions">
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
