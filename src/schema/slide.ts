import * as z from 'zod/mini';
import { layerSchema } from './layer';

export const slideImageSchema = z.object( {
	id: z.number(),
	src: z.string(),
	width: z.number(),
	height: z.number(),
	alt: z.string(),
} );

export const slideSchema = z.object( {
	id: z.number(),
	title: z.string(),
	order: z.number(),
	bg: z.object( {
		color: z.optional( z.string() ),
		image: z.optional( slideImageSchema ),
	} ),
	layers: z.array( layerSchema ),
} );

export type SlideImage = z.infer< typeof slideImageSchema >;
export type Slide = z.infer< typeof slideSchema >;
