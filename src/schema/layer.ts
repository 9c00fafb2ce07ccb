import * as z from 'zod/mini';
import { actionSchema } from './action';
import { backgroundSchema } from './background';
import {
	bag,
	bool,
	dict,
	group,
	int,
	lengthSchema,
	num,
	obj,
	oneOf,
	scalarSchema,
	boxSchema,
	str,
} from './base';
import { frameShape } from './frame';
import { layerViewShape } from './layer-view';
import { mediaSchema } from './media';
import { responsive, same } from './responsive';

export * from './layer-view';

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

/** Layer of spec section 3: the fields the runtime reads, then the others. */
export const layerSchema = obj( {
	...layerViewShape,

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
	tr: z.optional( obj( { rX: num(), rY: num(), rZ: num(), o: opacity() } ) ),

	bg: backgroundSchema,
	media: z.optional( mediaSchema ),
	// Pointer, scroll and mask effects.
	mod: z.optional( obj( { mouse: bag(), scroll: bag(), mask: bag() } ) ),

	hov: z.optional( obj( { ...frameShape, use: bool() } ) ),
	tog: z.optional( obj( { use: bool(), text: str() } ) ),
	actions: z._default( z.array( actionSchema ), [] ),
	listen: z.optional( z.array( z.string() ) ),
	rTo: str(),

	// Global layers: the slides they show from and to.
	sStart: z.optional( scalarSchema ),
	sEnd: z.optional( scalarSchema ),
	uS: z.optional( scalarSchema ),
	pE: str(),
	mF: str(),
	fromStream: z.optional( z.union( [ z.boolean(), dict( z.boolean() ) ] ) ),
	addOns: bag(),
} );

export type Layer = z.infer< typeof layerSchema >;
