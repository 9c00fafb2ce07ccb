// Tabs (spec site.md sections 2, 7, 8, 9): the WAI-ARIA APG tabs pattern built over the server's
// in-page links and sections. Arrow keys, Home and End move between tabs; a tab opens once focus
// rests on it for 300 ms (at once on click, Enter or Space); a link to a panel's anchor opens its
// tab; a panel with an address on this site loads it the first time it opens. A link whose
// fragment has no panel gets no tab: 'Mismatching fragment identifier'.

import { loadPageFragment } from './page-fragment';

/** Spec section 9: tabs keyboard activation delay. */
export const TAB_ACTIVATION_MS = 300;

export const MISMATCH = 'Mismatching fragment identifier';

export interface TabsBlockOptions {
	setTimeout?: ( run: () => void, ms: number ) => number;
	clearTimeout?: ( id: number ) => void;
	fetch?: typeof fetch;
	/** The page's hash, for deep links. */
	hash?: () => string;
}

export type TabsBlock = {
	select: ( index: number, focus?: boolean ) => void;
	readonly selected: number;
	destroy: () => void;
};

let ids = 0;

/**
 * Builds one block's tab list and runs it.
 *
 * @param root    The .stagecraft-tabs element.
 * @param options Timers, fetch and hash, for tests.
 */
export function createTabsBlock(
	root: HTMLElement,
	options: TabsBlockOptions = {}
): TabsBlock | null {
	const later =
		options.setTimeout ?? ( ( run, ms ) => window.setTimeout( run, ms ) );
	const cancel =
		options.clearTimeout ?? ( ( id ) => window.clearTimeout( id ) );
	const load = options.fetch ?? ( ( ...args ) => window.fetch( ...args ) );
	const hash = options.hash ?? ( () => window.location.hash );
	const nav = root.querySelector< HTMLElement >(
		':scope > .stagecraft-tabs__nav'
	);
	if ( ! nav ) {
		return null;
	}
	const pairs: Array< { title: string; panel: HTMLElement } > = [];
	nav.querySelectorAll< HTMLAnchorElement >( 'a[href]' ).forEach(
		( link ) => {
			const id = decodeURIComponent(
				( link.getAttribute( 'href' ) ?? '' ).replace( /^#/, '' )
			);
			const panel = Array.from(
				root.querySelectorAll< HTMLElement >(
					':scope > .stagecraft-tabs__panel'
				)
			).find( ( section ) => section.id === id );
			if ( ! panel ) {
				// eslint-disable-next-line no-console
				console.error( MISMATCH, link.getAttribute( 'href' ) );
				return;
			}
			pairs.push( { title: link.textContent ?? '', panel } );
		}
	);
	if ( pairs.length === 0 ) {
		return null;
	}
	const list = root.ownerDocument.createElement( 'div' );
	list.className = 'stagecraft-tabs__list';
	list.setAttribute( 'role', 'tablist' );
	const tabs = pairs.map( ( { title, panel } ) => {
		const tab = root.ownerDocument.createElement( 'button' );
		tab.type = 'button';
		tab.className = 'stagecraft-tabs__tab';
		tab.id = `stagecraft-tabs-tab-${ ++ids }`;
		tab.textContent = title;
		tab.setAttribute( 'role', 'tab' );
		tab.setAttribute( 'aria-controls', panel.id );
		panel.setAttribute( 'role', 'tabpanel' );
		panel.setAttribute( 'aria-labelledby', tab.id );
		panel.tabIndex = 0;
		panel
			.querySelector< HTMLElement >( ':scope > .stagecraft-tabs__title' )
			?.setAttribute( 'hidden', '' );
		list.append( tab );
		return tab;
	} );
	nav.replaceWith( list );
	root.classList.add( 'is-tabbed' );
	let selected = -1;
	let timer = 0;
	const loaded = new WeakSet< HTMLElement >();

	async function fill( panel: HTMLElement ) {
		const url = panel.dataset.url;
		if ( ! url || loaded.has( panel ) ) {
			return;
		}
		loaded.add( panel );
		const title = panel.querySelector( ':scope > .stagecraft-tabs__title' );
		const body = root.ownerDocument.createElement( 'div' );
		body.className = 'stagecraft-tabs__loaded';
		const say = ( text: string ) => {
			const p = root.ownerDocument.createElement( 'p' );
			p.textContent = text;
			body.replaceChildren( p );
		};
		panel.replaceChildren( ...( title ? [ title ] : [] ), body );
		panel.setAttribute( 'aria-busy', 'true' );
		say( root.dataset.loadingText ?? '' );
		try {
			await loadPageFragment( url, body, load );
		} catch {
			say( root.dataset.failedText ?? '' );
		} finally {
			panel.removeAttribute( 'aria-busy' );
		}
	}

	function select( index: number, focus = false ) {
		cancel( timer );
		tabs.forEach( ( tab, i ) => {
			const on = i === index;
			tab.setAttribute( 'aria-selected', String( on ) );
			tab.tabIndex = on ? 0 : -1;
			pairs[ i ].panel.hidden = ! on;
		} );
		if ( focus ) {
			tabs[ index ].focus();
		}
		if ( selected !== index ) {
			selected = index;
			void fill( pairs[ index ].panel );
		}
	}

	function onKeydown( event: KeyboardEvent ) {
		const at = tabs.indexOf( event.target as HTMLButtonElement );
		if ( at < 0 ) {
			return;
		}
		const last = tabs.length - 1;
		const target = {
			ArrowRight: at === last ? 0 : at + 1,
			ArrowLeft: at === 0 ? last : at - 1,
			Home: 0,
			End: last,
		}[ event.key ];
		if ( target === undefined ) {
			return;
		}
		event.preventDefault();
		tabs.forEach( ( tab, i ) => ( tab.tabIndex = i === target ? 0 : -1 ) );
		tabs[ target ].focus();
		// Opens once focus rests there: arrowing past a tab loads nothing.
		cancel( timer );
		timer = later( () => select( target ), TAB_ACTIVATION_MS );
	}

	function onClick( event: MouseEvent ) {
		const at = tabs.indexOf( event.target as HTMLButtonElement );
		if ( at >= 0 ) {
			select( at );
		}
	}

	function fromHash() {
		const id = decodeURIComponent( hash().replace( /^#/, '' ) );
		const at = pairs.findIndex( ( { panel } ) => panel.id === id );
		if ( at >= 0 ) {
			select( at );
			return true;
		}
		return false;
	}

	if ( ! fromHash() ) {
		select( 0 );
	}
	list.addEventListener( 'keydown', onKeydown );
	list.addEventListener( 'click', onClick );
	const onHash = () => void fromHash();
	// A link to a panel opens its tab even when the page's hash already names it (no hashchange).
	const onLink = ( event: MouseEvent ) => {
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >( 'a[href^="#"]' )
				: null;
		const id = decodeURIComponent( link?.hash.replace( /^#/, '' ) ?? '' );
		const at = pairs.findIndex( ( { panel } ) => panel.id === id );
		if ( link && at >= 0 ) {
			select( at );
		}
	};
	window.addEventListener( 'hashchange', onHash );
	root.ownerDocument.addEventListener( 'click', onLink );
	return {
		select,
		get selected() {
			return selected;
		},
		destroy() {
			cancel( timer );
			list.removeEventListener( 'keydown', onKeydown );
			list.removeEventListener( 'click', onClick );
			window.removeEventListener( 'hashchange', onHash );
			root.ownerDocument.removeEventListener( 'click', onLink );
		},
	};
}
