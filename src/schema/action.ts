import * as z from 'zod/mini';
import { bool, idSchema, ms, num, obj, str } from './base';

/** Link protocol modes of spec section 2. */
export const LINK_PROTOCOLS = [ 'auto', 'keep', 'http', 'https' ] as const;

/** A layer or slide action (spec section 3). */
export const actionSchema = obj( {
	// Action type, e.g. 'link', 'jumpto', 'next', 'openmodal'.
	a: str(),
	// Event that triggers it, e.g. 'click', 'mouseenter'.
	evt: str(),
	// Layer ids the action applies to.
	src: z.optional( z.array( idSchema ) ),
	target: str(),
	d: ms(),
	// Rate limit in ms.
	rd: ms(),
	// Scenes to start: sc (scene), scn (scene name), scm (scene mode).
	sc: str(),
	scn: str(),
	scm: str(),
	rec: bool(),
	// Link fields.
	ltype: str(),
	link: str(),
	http: z.optional( z.enum( LINK_PROTOCOLS ) ),
	anchor: str(),
	// Follow flag: 'nofollow' (or false) asks for rel=nofollow.
	flw: z.optional( z.union( [ z.boolean(), z.string() ] ) ),
	offset: num(),
	s: z._default( z.number().check( z.nonnegative() ), 1000 ),
	e: str(),
	// Set by normalisation: noopener for _blank, nofollow when flagged.
	rel: str(),
	class: str(),
	typ: str(),
	msl: str(),
} );

export type Action = z.infer< typeof actionSchema >;
