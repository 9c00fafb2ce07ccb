import * as z from 'zod/mini';
import { frameSchema } from './frame';

/** The thirteen layer types of spec section 1. */
export const layerTypeSchema = z.enum( [
	'text',
	'button',
	'image',
	'video',
	'audio',
	'shape',
	'svg',
	'container',
	'group',
	'row',
	'column',
	'zone',
	'linebreak',
] );

export const layerSchema = z.object( {
	id: z.number(),
	alias: z.string(),
	// Parent layer id; -1 marks a top-level layer.
	pid: z.number(),
	type: layerTypeSchema,
	tag: z.string(),
	content: z.object( {
		text: z.optional( z.string() ),
		src: z.optional( z.string() ),
	} ),
	tl: z.object( {
		in: z.optional( z.object( { frames: z.array( frameSchema ) } ) ),
	} ),
} );

export type LayerType = z.infer< typeof layerTypeSchema >;
export type Layer = z.infer< typeof layerSchema >;
