import type { Action } from '../../schema/action';
import { escUrlRaw } from '../../schema/url';

/** The page a link is resolved against: its protocol and host. */
export interface PageLocation {
	protocol: string;
	host: string;
	href: string;
}

const ABSOLUTE = /^https?:\/\//i;

// Protocol modes of spec section 2. keep: as written; http/https: that protocol;
// auto: the page's protocol for addresses without one and for this site's own.
function withProtocol(
	link: string,
	mode: Action[ 'http' ],
	page: PageLocation
): string {
	const bare = link.replace( /^(?:https?:)?\/\//i, '' );
	const hasHost = ABSOLUTE.test( link ) || link.startsWith( '//' );
	if ( mode === 'http' || mode === 'https' ) {
		return hasHost || /^[\w-]+(\.[\w-]+)+/.test( link )
			? `${ mode }://${ bare }`
			: link;
	}
	if ( mode === 'keep' ) {
		return link;
	}
	const own = bare.split( /[/?#]/ )[ 0 ].toLowerCase() === page.host;
	if ( link.startsWith( '//' ) || ( own && hasHost ) ) {
		return `${ page.protocol }//${ bare }`;
	}
	if ( ! hasHost && /^www\./i.test( link ) ) {
		return `${ page.protocol }//${ link }`;
	}
	return link;
}

/**
 * The address of a link action (spec section 2): ltype mailto, tel or a bare
 * hash, or a URL in its protocol mode with the anchor added; cleaned as
 * esc_url cleans it, so '' for a scheme WordPress does not allow.
 *
 * @param action The link action.
 * @param page   The page's location.
 */
export function hrefOf( action: Action, page: PageLocation ): string {
	const link = ( action.link ?? '' ).trim();
	// Stored links were cleaned like esc_url_raw, which gives a bare address http://.
	const bare = link.replace( /^https?:\/\//i, '' );
	if ( action.ltype === 'mailto' ) {
		return escUrlRaw( `mailto:${ bare.replace( /^mailto:/i, '' ) }` );
	}
	if ( action.ltype === 'tel' ) {
		const number = decodeURIComponent( bare.replace( /^tel:/i, '' ) );
		return escUrlRaw( `tel:${ number.replace( /[\s()-]/g, '' ) }` );
	}
	const anchor = ( action.anchor ?? '' ).trim().replace( /^#/, '' );
	if ( action.ltype === 'hash' ) {
		return escUrlRaw( `#${ ( anchor || link ).replace( /^#/, '' ) }` );
	}
	if ( ! link && ! anchor ) {
		return '';
	}
	const address = withProtocol( link, action.http ?? 'auto', page );
	return escUrlRaw(
		anchor ? `${ address.replace( /#.*$/, '' ) }#${ anchor }` : address
	);
}

/**
 * The browser's location, as links need it.
 * @param win
 */
export function pageLocation( win?: Window ): PageLocation {
	const location = ( win ?? globalThis.window )?.location;
	if ( ! location ) {
		// No page (a script run outside the browser): links resolve as written.
		return { protocol: 'https:', host: '', href: 'https://localhost/' };
	}
	const { protocol, host, href } = location;
	return { protocol, host: host.toLowerCase(), href };
}

/**
 * A link action with its address resolved by the link rules (normalisation:
 * the rendered <a> shows it, and resolving again gives the same).
 *
 * @param action The action.
 */
export const withHref = ( action: Action ): Action =>
	action.a === 'link'
		? { ...action, link: hrefOf( action, pageLocation() ) }
		: action;
