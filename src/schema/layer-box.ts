import * as z from 'zod/mini';
import {
	bool,
	boxSchema,
	dict,
	group,
	int,
	lengthSchema,
	num,
	obj,
	oneOf,
	scalarSchema,
	str,
} from './base';
import { frameShape } from './frame';
import { responsive, same } from './responsive';

// The box of a layer (spec section 3 "Box and position"): shared by the full
// layer and by the visitor's view of it, which lays layers out per device level.

const opacity = () =>
	z.optional( z.number().check( z.minimum( 0 ), z.maximum( 1 ) ) );

/** Where the layer sits: positioning mode, alignment and offsets per device level. */
export const layerPositionSchema = group( {
	pos: oneOf( [ 'absolute', 'relative', 'inline-block' ] ),
	h: responsive( z.enum( [ 'left', 'center', 'right' ] ), same( 'left' ) ),
	v: responsive( z.enum( [ 'top', 'middle', 'bottom' ] ), same( 'top' ) ),
	x: responsive( lengthSchema, same( 0 ) ),
	y: responsive( lengthSchema, same( 0 ) ),
} );

export const layerSizeSchema = group( {
	// Cover mode, e.g. 'fullinset' or 'cover'.
	cMode: str(),
	w: responsive( lengthSchema, same( 'auto' ) ),
	h: responsive( lengthSchema, same( 'auto' ) ),
	minW: z.optional( lengthSchema ),
	maxW: z.optional( lengthSchema ),
} );

export const borderSchema = obj( {
	s: str(),
	w: z.optional( boxSchema ),
	c: str(),
} );

export const shadowSchema = obj( {
	// 'box' or 'text'.
	t: oneOf( [ 'box', 'text' ] ),
	x: num(),
	y: num(),
	blur: num(),
	spread: num(),
	c: str(),
} );

/** Static rotation (degrees) and opacity, applied under any animation. */
export const layerTransformSchema = obj( {
	rX: num(),
	rY: num(),
	rZ: num(),
	o: opacity(),
} );

/** The box fields in their stored order (the full layer keeps this key order). */
export const layerBoxShape = {
	pos: layerPositionSchema,
	size: layerSizeSchema,
	m: z.optional( boxSchema ),
	p: z.optional( boxSchema ),
	border: z.optional( borderSchema ),
	radius: z.optional( boxSchema ),
	zIndex: int(),
	order: num(),
	blend: str(),
	cursor: str(),
	spike: z.optional( z.union( [ z.string(), dict( scalarSchema ) ] ) ),
	display: str(),
	shadows: z.optional( z.array( shadowSchema ) ),
	tr: z.optional( layerTransformSchema ),
};

/** Hover state: the frame a layer eases to while hovered (300 ms, power3.inOut). */
export const layerHoverSchema = z.optional(
	obj( { ...frameShape, use: bool() } )
);

/** Toggle text: shown instead of the text while the layer is toggled. */
export const layerToggleSchema = z.optional(
	obj( { use: bool(), text: str() } )
);

export type LayerBox = {
	[ K in keyof typeof layerBoxShape ]: z.infer<
		( typeof layerBoxShape )[ K ]
	>;
};
