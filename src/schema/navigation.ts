import * as z from 'zod/mini';
import {
	bool,
	group,
	ms,
	num,
	obj,
	oneOf,
	scalarSchema,
	boxSchema,
	str,
} from './base';
import { responsive, same } from './responsive';

const horizontal = () => oneOf( [ 'left', 'center', 'right' ] );
// Navigation skins say 'center' where layers say 'middle'; both are kept.
const vertical = () => oneOf( [ 'top', 'middle', 'center', 'bottom' ] );
const direction = () => oneOf( [ 'horizontal', 'vertical' ] );
const unspecified = () => z.optional( scalarSchema );

/** Placement of one arrow (l, r) relative to the module. */
export const placementSchema = obj( {
	h: horizontal(),
	v: vertical(),
	x: num(),
	y: num(),
} );

/** Settings of one navigation element: arrows, bullets, thumbs, tabs or scrubber. */
export const navElementSchema = obj( {
	// Whether the element is set up at all.
	set: bool(),
	// Style key and its html template.
	key: str(),
	html: str(),
	d: direction(),
	h: horizontal(),
	v: vertical(),
	x: num(),
	y: num(),
	// Inside or outside the module box, optionally naming the outer side.
	io: oneOf( [
		'inner',
		'outer',
		'outer-top',
		'outer-bottom',
		'outer-left',
		'outer-right',
	] ),
	g: num(),
	// Most items visible at once.
	m: z.optional( z.int().check( z.positive() ) ),
	// Wrapper: padding, colour, stretch, margins.
	wr: z.optional(
		obj( {
			p: z.optional( boxSchema ),
			c: str(),
			s: bool(),
			m: z.optional( boxSchema ),
		} )
	),
	size: z.optional( obj( { w: num(), h: num() } ) ),
	anim: str(),
	dIn: ms(),
	dOut: ms(),
	l: z.optional( placementSchema ),
	r: z.optional( placementSchema ),
	// Scrubber pattern.
	tp: oneOf( [ 'dots', 'vlines', 'hlines' ] ),
	sc: unspecified(),
	hs: unspecified(),
	ha: unspecified(),
	hp: unspecified(),
	to: unspecified(),
	sk: unspecified(),
	cor: unspecified(),
	// Shown or hidden per device level.
	vis: responsive( z.boolean(), same( true ) ),
} );

/** The navigation elements of a module. */
export const navigationSchema = group( {
	arrows: z.optional( navElementSchema ),
	bullets: z.optional( navElementSchema ),
	thumbs: z.optional( navElementSchema ),
	tabs: z.optional( navElementSchema ),
	scrubber: z.optional( navElementSchema ),
} );

/** Keyboard, swipe and mouse-wheel navigation (spec section 3, nav). */
export const navInputSchema = group( {
	// Arrow keys change slides.
	keyboard: z._default( z.boolean(), false ),
	// Swipes change slides.
	swipe: z._default( z.boolean(), false ),
	wheel: group( {
		set: z._default( z.boolean(), false ),
		// Cooldown between wheel-driven changes, in ms.
		cd: z._default( z.number().check( z.nonnegative() ), 1500 ),
		// A number, or a word such as 'low', 'medium' or 'high'.
		sensitivity: z.optional( z.union( [ z.number(), z.string() ] ) ),
		dir: direction(),
	} ),
} );

export type NavElement = z.infer< typeof navElementSchema >;
export type Navigation = z.infer< typeof navigationSchema >;
export type NavInput = z.infer< typeof navInputSchema >;
