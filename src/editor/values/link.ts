// A layer's link: one action of type link, in the shape the runtime renders (src/react/Layer.tsx
// and php/Blocks/ModuleMarkup.php make a button with it a real <a>): { a: 'link', evt: 'click',
// link, target, flw }. The runtime and the server derive rel from target and flw (noopener for a
// new window, nofollow when flw says so); of a stored rel, only other tokens (sponsored) are kept.
import type { Action } from '../../schema/action';
import { escUrlRaw } from '../../schema/url';

export interface LayerLink {
	/** Action field link. */
	url: string;
	/** Action field target: _blank when true. */
	newWindow: boolean;
	/** Action field flw: 'nofollow' when true. */
	nofollow: boolean;
}

const isLink = ( action: Action ) => action.a === 'link';

// The rel tokens the fields decide (noopener, nofollow) go; others a site set (sponsored) stay.
function ownRel( rel: string | undefined ): string | undefined {
	const kept = ( rel ?? '' )
		.split( /\s+/ )
		.filter(
			( token ) =>
				token &&
				! [ 'noopener', 'nofollow' ].includes( token.toLowerCase() )
		);
	return kept.length ? kept.join( ' ' ) : undefined;
}

/**
 * The layer's link, read from its first link action; empty when it has none.
 *
 * @param actions The layer's actions.
 */
export function linkOf( actions: readonly Action[] ): LayerLink {
	const action = actions.find( isLink );
	return {
		url: action?.link ?? '',
		newWindow: action?.target?.trim().toLowerCase() === '_blank',
		nofollow:
			action?.flw === false ||
			( typeof action?.flw === 'string' &&
				action.flw.trim().toLowerCase() === 'nofollow' ),
	};
}

/**
 * The actions with the link changed. An empty URL removes the link action; the layer's other
 * actions, and the link action's other fields, stay.
 *
 * @param actions The layer's actions.
 * @param change  The link fields to change.
 */
export function withLink(
	actions: readonly Action[],
	change: Partial< LayerLink >
): Action[] {
	const next = { ...linkOf( actions ), ...change };
	if ( next.url.trim() === '' ) {
		return actions.filter( ( action ) => ! isLink( action ) );
	}
	const index = actions.findIndex( isLink );
	const old: Partial< Action > = index >= 0 ? actions[ index ] : {};
	const action: Action = {
		...old,
		s: old.s ?? 1000,
		rel: ownRel( old.rel ),
		a: 'link',
		evt: old.evt || 'click',
		link: next.url.trim(),
		target: next.newWindow ? '_blank' : undefined,
		flw: next.nofollow ? 'nofollow' : undefined,
	};
	return index >= 0
		? actions.map( ( other, i ) => ( i === index ? action : other ) )
		: [ ...actions, action ];
}

/**
 * Whether the server would refuse a URL (its scheme is not one of wp_allowed_protocols()).
 *
 * @param url The URL as typed.
 */
export const refusedUrl = ( url: string ): boolean =>
	url.trim() !== '' && escUrlRaw( url.trim() ) === '';
