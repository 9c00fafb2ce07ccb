/**
 * The action kinds (spec section 3, Action a), in the order the editor lists
 * them; src/module/actions/kinds.ts runs each.
 */
export const ACTION_KIND_NAMES = [
	'link',
	'next',
	'prev',
	'jumpto',
	'pause',
	'resume',
	'toggleslideshow',
	'startscene',
	'stopscene',
	'showlayer',
	'hidelayer',
	'togglelayer',
	'toggletext',
	'toggleclass',
	'playmedia',
	'pausemedia',
	'togglemedia',
	'openmodal',
	'closemodal',
	'scrollto',
	'scrollbelow',
	'callback',
] as const;

export type ActionKindName = ( typeof ACTION_KIND_NAMES )[ number ];

/** The triggers (evt) the editor offers; any other name is a custom event layers `listen` for. */
export const ACTION_EVENTS = [
	'click',
	'mouseenter',
	'mouseleave',
	'enterstage',
	'leavestage',
	'mediastart',
	'mediapause',
	'mediaend',
] as const;
