import * as z from 'zod/mini';

/** Reply of GET stagecraft/v1/modules (editor list). */
export const moduleSummarySchema = z.object( {
	id: z.number(),
	alias: z.string(),
	title: z.string(),
} );

export const moduleListSchema = z.array( moduleSummarySchema );

export type ModuleSummary = z.infer< typeof moduleSummarySchema >;
