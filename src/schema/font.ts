import * as z from 'zod/mini';
import { bool, obj, str } from './base';

/** A font the module uses; weights are values (400) or ranges ('300-700'). */
export const fontSchema = obj( {
	family: z.string(),
	weights: z._default( z.array( z.union( [ z.number(), z.string() ] ) ), [] ),
	italic: bool(),
	url: str(),
} );

export type Font = z.infer< typeof fontSchema >;
