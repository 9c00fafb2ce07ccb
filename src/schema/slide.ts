import * as z from 'zod/mini';
import { actionSchema } from './action';
import { backgroundSchema } from './background';
import { bag, bool, num, obj, str } from './base';
import { layerSchema } from './layer';
import { slideViewShape } from './slide-view';

export * from './slide-view';
export { imageRefSchema as slideImageSchema } from './image';
export type { ImageRef as SlideImage } from './image';

/** Slide of spec section 3: the fields the runtime reads, then the others. */
export const slideSchema = obj( {
	...slideViewShape,
	bg: backgroundSchema,
	layers: z._default( z.array( layerSchema ), [] ),
	language: str(),
	loop: z.optional( obj( { use: bool(), r: num(), s: num(), e: num() } ) ),
	actions: z._default( z.array( actionSchema ), [] ),
	nav: bag(),
	acc: z.optional( obj( { label: str(), role: str() } ) ),
	addOns: bag(),
	respVP: bool(),
} );

export type Slide = z.infer< typeof slideSchema >;
