import * as z from 'zod/mini';
import { actionSchema } from './action';
import { backgroundSchema } from './background';
import { bag, dict, obj, scalarSchema, str } from './base';
import {
	layerBoxShape,
	layerHoverSchema,
	layerToggleSchema,
} from './layer-box';
import { layerViewShape } from './layer-view';
import { mediaSchema } from './media';

export * from './layer-view';
export * from './layer-box';

/** Layer of spec section 3: the fields the runtime reads, then the others. */
export const layerSchema = obj( {
	...layerViewShape,

	...layerBoxShape,

	bg: backgroundSchema,
	media: z.optional( mediaSchema ),
	// Pointer, scroll and mask effects.
	mod: z.optional( obj( { mouse: bag(), scroll: bag(), mask: bag() } ) ),

	hov: layerHoverSchema,
	tog: layerToggleSchema,
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
