import * as z from 'zod/mini';
import { bag, bool, group, idSchema, num, obj, oneOfOr, str } from './base';

/** Default modal underlay colour and speed in ms (spec section 9). */
export const MODAL_BG = 'rgba(0,0,0,0.5)';
export const MODAL_SPEED = 1000;

/** Where the modal sits, across and down, and where it sits by default. */
export const MODAL_H = [ 'left', 'center', 'right' ] as const;
export const MODAL_H_DEFAULT = 'center';
export const MODAL_V = [ 'top', 'middle', 'bottom' ] as const;
export const MODAL_V_DEFAULT = 'middle';

const horizontal = () => oneOfOr( [ ...MODAL_H ], MODAL_H_DEFAULT );
const vertical = () => oneOfOr( [ ...MODAL_V ], MODAL_V_DEFAULT );

/** Modal settings of a module (spec section 3, modal). */
export const modalSettingsSchema = group( {
	bg: z._default( z.string(), MODAL_BG ),
	h: horizontal(),
	v: vertical(),
	cover: z._default( z.boolean(), true ),
	// Speed in ms; replies hand it on as sp, divided by 1000.
	speed: z._default( z.number().check( z.nonnegative() ), MODAL_SPEED ),
	pos: oneOfOr( [ 'fixed', 'absolute' ], 'fixed' ),
	// Allow page scroll while open.
	pS: z._default( z.boolean(), false ),
	// Triggers: delay, scroll offset or element, document event, hash (spec section 2).
	trigger: str(),
	// One-time opening and its cookie duration in hours.
	oneTime: bool(),
	cookie: num(),
} );

/** A module registered to open as a pop-up (spec section 3). */
export const modalRegistrationSchema = obj( {
	alias: z.string(),
	id: z.optional( idSchema ),
	// In ms, like settings.modal.speed.
	speed: z._default( z.number().check( z.nonnegative() ), MODAL_SPEED ),
	// A colour, or 'transparent'.
	bg: z._default( z.string(), MODAL_BG ),
	pS: z._default( z.boolean(), false ),
	h: horizontal(),
	v: vertical(),
} );

/** Reply of get_modal_settings and sliders/modal/{id} (spec section 7). */
export const modalReplySchema = obj( {
	success: z.union( [ z.boolean(), z.number() ] ),
	id: z.optional( idSchema ),
	// Speed in seconds: the ms of the settings divided by 1000 (spec section 9).
	sp: z._default( z.number().check( z.nonnegative() ), MODAL_SPEED / 1000 ),
	bg: z._default( z.string(), MODAL_BG ),
	pS: z._default( z.boolean(), false ),
	v: vertical(),
	h: horizontal(),
	v6v7ids: bag(),
	trans: bag(),
	navs: bag(),
} );

export type ModalSettings = z.infer< typeof modalSettingsSchema >;
export type ModalRegistration = z.infer< typeof modalRegistrationSchema >;
export type ModalReply = z.infer< typeof modalReplySchema >;
