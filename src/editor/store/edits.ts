// The module edits of the editor, as pure functions of the stored module: every button,
// field and drag in the editor is one of these, so undo/redo and the tests see the same thing.
import * as z from 'zod/mini';
import { LAYER_TYPES } from '../../schema/constants';
import { layerSchema, type Layer } from '../../schema/layer';
import { slideSchema, type Slide } from '../../schema/slide';
import type { StoredModule } from '../../schema/module';
import type { Id } from '../../schema/base';

export type LayerType = ( typeof LAYER_TYPES )[ number ];

// Module data is JSON, so a JSON round trip is a deep copy (and runs where structuredClone does not).
const clone = < T >( value: T ): T =>
	JSON.parse( JSON.stringify( value ) ) as T;

/**
 * Next free numeric id among the given ones (ids may be strings in imported modules).
 * @param ids
 */
export function nextId( ids: Id[] ): number {
	return (
		ids.reduce< number >(
			( max, id ) => Math.max( max, Number( id ) || 0 ),
			0
		) + 1
	);
}

const allLayerIds = ( module: StoredModule ) =>
	module.slides.flatMap( ( slide ) => slide.layers.map( ( l ) => l.id ) );

/**
 * A slide as the schema completes it (every default present).
 * @param id
 * @param title
 */
export const newSlide = ( id: number, title: string ): Slide =>
	z.parse( slideSchema, { id, title, order: id } );

/**
 * Adds a slide after the others.
 *
 * @param module The module.
 * @param title  Its title.
 */
export function addSlide( module: StoredModule, title: string ): StoredModule {
	const id = nextId( module.slides.map( ( s ) => s.id ) );
	return { ...module, slides: [ ...module.slides, newSlide( id, title ) ] };
}

/**
 * Copies a slide, with new ids for it and its layers, right after it.
 *
 * @param module The module.
 * @param index  The slide's index.
 */
export function duplicateSlide(
	module: StoredModule,
	index: number
): StoredModule {
	const source = module.slides[ index ];
	if ( ! source ) {
		return module;
	}
	const first = nextId( allLayerIds( module ) );
	const renumbered = new Map(
		source.layers.map( ( l, i ) => [ String( l.id ), first + i ] )
	);
	const copy: Slide = {
		...clone( source ),
		id: nextId( module.slides.map( ( s ) => s.id ) ),
		layers: source.layers.map( ( l ) => ( {
			...clone( l ),
			id: renumbered.get( String( l.id ) ) ?? l.id,
			pid: renumbered.get( String( l.pid ) ) ?? l.pid,
		} ) ),
	};
	const slides = [ ...module.slides ];
	slides.splice( index + 1, 0, copy );
	return { ...module, slides };
}

/**
 * Removes a slide.
 *
 * @param module The module.
 * @param index  The slide's index.
 */
export const deleteSlide = (
	module: StoredModule,
	index: number
): StoredModule => ( {
	...module,
	slides: module.slides.filter( ( _s, i ) => i !== index ),
} );

/**
 * Moves an entry of a list from one index to another (clamped to the list).
 *
 * @param list The list.
 * @param from Index of the entry.
 * @param to   Index it ends at.
 */
export function move< T >( list: T[], from: number, to: number ): T[] {
	const target = Math.max( 0, Math.min( list.length - 1, to ) );
	if ( from === target || ! list[ from ] ) {
		return list;
	}
	const next = [ ...list ];
	const [ item ] = next.splice( from, 1 );
	next.splice( target, 0, item );
	return next;
}

/**
 * Moves a slide; the stored order follows the list.
 *
 * @param module The module.
 * @param from   Index of the slide.
 * @param to     Index it ends at.
 */
export const moveSlide = (
	module: StoredModule,
	from: number,
	to: number
): StoredModule => ( {
	...module,
	slides: move( module.slides, from, to ).map( ( slide, order ) => ( {
		...slide,
		order,
	} ) ),
} );

/**
 * Changes one slide.
 *
 * @param module The module.
 * @param index  The slide's index.
 * @param change What to change.
 */
export const updateSlide = (
	module: StoredModule,
	index: number,
	change: ( slide: Slide ) => Slide
): StoredModule => ( {
	...module,
	slides: module.slides.map( ( s, i ) => ( i === index ? change( s ) : s ) ),
} );

const DEFAULT_CONTENT: Partial< Record< LayerType, Layer[ 'content' ] > > = {
	text: { text: 'Text' },
	button: { text: 'Button' },
	shape: {},
};

/**
 * A new layer of a type, placed near the top left of the grid, as the schema completes it.
 *
 * @param id    Its id.
 * @param type  One of the thirteen layer types.
 * @param label The visible default text of text and button layers (translated by the caller).
 * @param at    Its x and y offset on the grid.
 */
export function newLayer(
	id: number,
	type: LayerType,
	label?: string,
	at = 40
): Layer {
	const content = { ...( DEFAULT_CONTENT[ type ] ?? {} ) };
	if ( label !== undefined && 'text' in content ) {
		content.text = label;
	}
	return z.parse( layerSchema, {
		id,
		type,
		alias: `${ type } ${ id }`,
		tag: type === 'text' ? 'p' : undefined,
		content,
		// On the level's grid; a layer without a position mode flows in the slide's centred stack.
		pos: { pos: 'absolute', x: at, y: at },
		size:
			type === 'shape' || type === 'image'
				? { w: 200, h: 120 }
				: undefined,
	} );
}

/**
 * Adds a layer on top of a slide's others.
 *
 * @param module The module.
 * @param index  The slide's index.
 * @param type   The layer type.
 * @param label  Default text for text and button layers.
 * @return The module and the new layer's id.
 */
export function addLayer(
	module: StoredModule,
	index: number,
	type: LayerType,
	label?: string
): { module: StoredModule; id: number } {
	const id = nextId( allLayerIds( module ) );
	return {
		id,
		module: updateSlide( module, index, ( slide ) => ( {
			...slide,
			// Each new layer a step down and right of the last, so none hides another.
			layers: [
				...slide.layers,
				newLayer(
					id,
					type,
					label,
					40 + ( slide.layers.length % 10 ) * 24
				),
			],
		} ) ),
	};
}

/**
 * Changes one layer of a slide.
 *
 * @param module The module.
 * @param index  The slide's index.
 * @param id     The layer's id.
 * @param change What to change.
 */
export const updateLayer = (
	module: StoredModule,
	index: number,
	id: Id,
	change: ( layer: Layer ) => Layer
): StoredModule =>
	updateSlide( module, index, ( slide ) => ( {
		...slide,
		layers: slide.layers.map( ( l ) => ( l.id === id ? change( l ) : l ) ),
	} ) );

/**
 * Removes a layer and the layers nested in it.
 *
 * @param module The module.
 * @param index  The slide's index.
 * @param id     The layer's id.
 */
export function deleteLayer(
	module: StoredModule,
	index: number,
	id: Id
): StoredModule {
	return updateSlide( module, index, ( slide ) => {
		const gone = withDescendants( slide.layers, id );
		return {
			...slide,
			layers: slide.layers.filter(
				( l ) => ! gone.has( String( l.id ) )
			),
		};
	} );
}

/**
 * Copies a layer right above it (a layer with children is copied alone).
 *
 * @param module The module.
 * @param index  The slide's index.
 * @param id     The layer's id.
 * @return The module and the copy's id.
 */
export function duplicateLayer(
	module: StoredModule,
	index: number,
	id: Id
): { module: StoredModule; id: number } {
	const copyId = nextId( allLayerIds( module ) );
	return {
		id: copyId,
		module: updateSlide( module, index, ( slide ) => {
			const at = slide.layers.findIndex( ( l ) => l.id === id );
			if ( at < 0 ) {
				return slide;
			}
			const source = slide.layers[ at ];
			const layers = [ ...slide.layers ];
			layers.splice( at + 1, 0, {
				...clone( source ),
				id: copyId,
				alias: source.alias ? `${ source.alias } 2` : '',
			} );
			return { ...slide, layers };
		} ),
	};
}

/**
 * Moves a layer in its slide's stacking order (later draws on top).
 *
 * @param module The module.
 * @param index  The slide's index.
 * @param id     The layer's id.
 * @param by     Places to move: +1 up (towards the front), -1 down.
 */
export const moveLayer = (
	module: StoredModule,
	index: number,
	id: Id,
	by: number
): StoredModule =>
	updateSlide( module, index, ( slide ) => {
		const at = slide.layers.findIndex( ( l ) => l.id === id );
		return at < 0
			? slide
			: { ...slide, layers: move( slide.layers, at, at + by ) };
	} );

/** Layer types that hold other layers (spec: group, row, column, zone; and containers). */
export const PARENT_TYPES: LayerType[] = [
	'group',
	'row',
	'column',
	'zone',
	'container',
];

/**
 * The ids of a layer and every layer nested in it.
 *
 * @param layers The slide's layers.
 * @param id     The layer's id.
 */
export function withDescendants( layers: Layer[], id: Id ): Set< string > {
	const found = new Set< string >( [ String( id ) ] );
	let size = 0;
	while ( size !== found.size ) {
		size = found.size;
		layers.forEach( ( l ) => {
			if ( found.has( String( l.pid ) ) ) {
				found.add( String( l.id ) );
			}
		} );
	}
	return found;
}

/**
 * Moves a layer into a group, row, column, zone or container (or to the top level with -1);
 * a parent nested in the layer itself is refused, as it would make a loop.
 *
 * @param module The module.
 * @param index  The slide's index.
 * @param id     The layer's id.
 * @param pid    The parent's id, -1 for the top level.
 */
export const setParent = (
	module: StoredModule,
	index: number,
	id: Id,
	pid: Id
): StoredModule =>
	updateSlide( module, index, ( slide ) =>
		pid !== -1 && withDescendants( slide.layers, id ).has( String( pid ) )
			? slide
			: {
					...slide,
					layers: slide.layers.map( ( l ) =>
						l.id === id ? { ...l, pid } : l
					),
				}
	);
