import { scrollTargetOf, scrollToTarget } from '../page/scroll-to';
import type { Action } from '../../schema/action';
import type { ActionContext, ActionKind, ActionSource } from './context';
import { samePageAnchor } from './anchor';
import { hrefOf, pageLocation } from './href';
import {
	isHidden,
	setShown,
	targetsOf,
	toggleClass,
	toggleText,
} from './layers';
import type { ActionKindName } from './names';
import { startScene, stopScene } from './scenes';

const scrollOptions = ( action: Action ) => ( {
	speed: action.s,
	easing: action.e || undefined,
	offset: action.offset ?? 0,
} );

/**
 * A link action run by code (a trigger other than a click on its own link):
 * same-page links scroll, others open in their target, new windows without
 * an opener.
 *
 * @param action  The action.
 * @param context The module.
 */
export async function followLink(
	action: Action,
	context: ActionContext
): Promise< void > {
	const win = context.store.win;
	const href = hrefOf( action, pageLocation( win ) );
	if ( ! href ) {
		return;
	}
	const anchor = samePageAnchor( href, pageLocation( win ) );
	if ( anchor && ( await scrollTo( anchor, action, context ) ) ) {
		return;
	}
	const target = ( action.target || '_self' ).trim();
	if ( target === '_self' ) {
		win.location.assign( href );
	} else {
		win.open( href, target, target === '_blank' ? 'noopener' : '' );
	}
}

function scrollTo( anchor: string, action: Action, context: ActionContext ) {
	return scrollToTarget( anchor, context.motion, scrollOptions( action ) );
}

// A slide reference of the target field: '#id', '+1', '-1', or an index into the slides.
function slideRef( target: string | undefined ) {
	const text = ( target ?? '' ).trim();
	return /^\d+$/.test( text ) ? Number( text ) : text;
}

// Callbacks name a function on the page's window, as a dotted path of identifiers.
function callback( action: Action, source: ActionSource, ctx: ActionContext ) {
	const name = ( action.target ?? '' ).trim();
	if ( ! /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test( name ) ) {
		return;
	}
	let owner: unknown = ctx.store.win;
	let value: unknown = owner;
	for ( const part of name.split( '.' ) ) {
		owner = value;
		value =
			typeof value === 'object' && value !== null
				? ( value as Record< string, unknown > )[ part ]
				: undefined;
	}
	if ( typeof value === 'function' ) {
		value.call( owner, {
			alias: ctx.root.dataset.stagecraftAlias ?? '',
			layer: source.layer.id,
			slide: source.slide,
			action: action.a,
		} );
	}
}

const each =
	(
		work: (
			target: ReturnType< typeof targetsOf >[ number ],
			action: Action,
			ctx: ActionContext
		) => unknown
	): ActionKind =>
	async ( action, source, ctx ) => {
		await Promise.all(
			targetsOf( action, source, ctx ).map( ( target ) =>
				work( target, action, ctx )
			)
		);
	};

// The target layers' media, through the module's own handle (src/module/media).
const media = ( command: 'playMedia' | 'pauseMedia' | 'toggleMedia' ) =>
	each( ( target, _a, ctx ) =>
		ctx.api
			?.get( ctx.root.dataset.stagecraftAlias ?? '' )
			?.[ command ]( target.layer.id )
	);

/** Every action kind (spec section 3, Action a), by name. */
export const ACTION_KINDS: Readonly< Record< string, ActionKind > > & {
	readonly [ K in ActionKindName ]: ActionKind;
} = {
	link: ( action, _source, ctx ) => followLink( action, ctx ),
	next: ( _a, _s, ctx ) => ctx.request( '+1' ),
	prev: ( _a, _s, ctx ) => ctx.request( '-1' ),
	jumpto: ( action, _s, ctx ) => ctx.request( slideRef( action.target ) ),
	pause: ( _a, _s, ctx ) => ctx.pause(),
	resume: ( _a, _s, ctx ) => ctx.play(),
	toggleslideshow: ( _a, _s, ctx ) =>
		ctx.playing() ? ctx.pause() : ctx.play(),
	startscene: startScene,
	stopscene: stopScene,
	showlayer: each( ( target, _a, ctx ) => setShown( target, true, ctx ) ),
	hidelayer: each( ( target, _a, ctx ) => setShown( target, false, ctx ) ),
	togglelayer: each( ( target, _a, ctx ) =>
		setShown( target, isHidden( target.element ), ctx )
	),
	toggletext: each( toggleText ),
	toggleclass: each( ( target, action ) =>
		toggleClass( target, action.class ?? '' )
	),
	playmedia: media( 'playMedia' ),
	pausemedia: media( 'pauseMedia' ),
	togglemedia: media( 'toggleMedia' ),
	openmodal: ( action, _s, ctx ) =>
		ctx.api?.openModal( action.target ?? '', Number( action.msl ) || 0 ),
	closemodal: ( action, _s, ctx ) =>
		ctx.api?.closeModal( action.target || undefined ),
	scrollto: async ( action, _s, ctx ) => {
		await scrollTo( action.anchor || action.target || '', action, ctx );
	},
	scrollbelow: async ( action, _s, ctx ) => {
		const { root, motion } = ctx;
		const top =
			scrollTargetOf( root, action.offset ?? 0 ) + root.offsetHeight;
		if ( top >= 0 ) {
			await motion.scrollTo( top, action.s, action.e || undefined );
		}
	},
	callback,
};

/** Action kinds that change the slide: the layer's rTo applies after them. */
export const SLIDE_KINDS = [ 'next', 'prev', 'jumpto' ];
