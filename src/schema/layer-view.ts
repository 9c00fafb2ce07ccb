import * as z from 'zod/mini';
import { actionSchema } from './action';
import {
	bag,
	bool,
	group,
	idSchema,
	int,
	num,
	obj,
	oneOf,
	scalarSchema,
	str,
} from './base';
import { gradientSchema } from './gradient';
import { responsiveImageShape } from './image';
import { mediaSchema } from './media';
import { GENERIC_LAYER_TAG, LAYER_SUBTYPES, LAYER_TYPES } from './constants';
import {
	layerBoxShape,
	layerHoverSchema,
	layerToggleSchema,
} from './layer-box';
import { responsive, same } from './responsive';
import { timelineSchema } from './timeline';

export const layerTypeSchema = z.enum( LAYER_TYPES );

const layerContentShape = {
	text: str(),
	src: str(),
	poster: str(),
	stroke: z.optional( obj( { c: str(), w: num() } ) ),
	// Image layers carry their image record next to src.
	id: int(),
	width: int(),
	height: int(),
	alt: str(),
};

export const layerContentSchema = group( layerContentShape );

export const layerAttrSchema = obj( {
	id: str(),
	class: str(),
	wrapClass: str(),
	wrapId: str(),
	iClass: str(),
} );

/** Accessibility attributes; applied only when the module's setting is on. */
export const layerAccSchema = obj( {
	label: str(),
	role: str(),
	haspopup: z.optional( z.union( [ z.boolean(), z.string() ] ) ),
	labeledby: str(),
	hidden: bool(),
} );

/**
 * The layer fields the visitor runtime reads. The full layer (layer.ts)
 * adds the rest; only these are validated in the visitor bundle.
 */
export const layerViewShape = {
	id: idSchema,
	alias: z._default( z.string(), '' ),
	// Parent layer id; -1 marks a top-level layer.
	pid: z._default( idSchema, -1 ),
	type: layerTypeSchema,
	subtype: oneOf( LAYER_SUBTYPES ),
	tag: z._default( z.string(), GENERIC_LAYER_TAG ),
	content: layerContentSchema,
	tl: timelineSchema,
	vis: responsive( z.boolean(), same( true ) ),
	attr: z.optional( layerAttrSchema ),
	acc: z.optional( layerAccSchema ),
};

// Fields only the visitor render reads are added here, not in the shared
// shape, so the full layer (and its generated JSON Schema) keeps its key order.
export const layerViewSchema = obj( {
	...layerViewShape,
	// An image layer's candidates come with the reply (php/Rest/ResponsiveImages.php).
	content: group( { ...layerContentShape, ...responsiveImageShape } ),
	...layerBoxShape,
	hov: layerHoverSchema,
	tog: layerToggleSchema,
	bg: z.optional(
		obj( { color: str(), gradient: z.optional( gradientSchema ) } )
	),
	// Video and audio players (src/module/media reads them from the markup).
	media: z.optional( mediaSchema ),
	actions: z._default( z.array( actionSchema ), [] ),
	// Custom events the layer's actions answer, and the slide its actions return to.
	listen: z.optional( z.array( z.string() ) ),
	rTo: str(),
	// Pointer and scroll effects.
	mod: z.optional( obj( { mouse: bag(), scroll: bag() } ) ),
	// Filter class (one of LAYER_FILTER_CLASSES).
	mF: str(),
	// Layers of a global slide: the slides they show from and to (1-based).
	sStart: z.optional( scalarSchema ),
	sEnd: z.optional( scalarSchema ),
} );

export type LayerType = z.infer< typeof layerTypeSchema >;
export type LayerView = z.infer< typeof layerViewSchema >;
