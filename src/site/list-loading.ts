// List loading for a query loop (spec site.md sections 4, 7, 9): a load-more button, infinite
// scroll, or page links that load in place. Without JavaScript the block's link and the pager are
// plain links to the next page. A failed request falls back to that: the browser goes to the page.
import { __, _n, sprintf } from '@wordpress/i18n';
import { fetchListPage, listOf } from './list-page';
import type { ListPage } from './list-page';

/** Infinite scroll loads again when the page grew by less than this (spec site.md section 9). */
export const INFINITE_MIN_GROWTH_PX = 249;

export type ListLoadingMode = 'more' | 'infinite' | 'pages';

type Fetch = ( href: string, queryId: string ) => Promise< ListPage >;

export interface ListLoading {
	destroy: () => void;
}

const MARK = 'stagecraftList';

/**
 * The address to show after loading `href`: a query loop of its own pages by a query argument
 * (query-{id}-page) on the same address, so the other arguments, other loops' pages among them,
 * are kept.
 *
 * @param href    The loaded page.
 * @param current The address shown now.
 */
export function addressAfter( href: string, current: string ): string {
	const next = new URL( href, current );
	const now = new URL( current );
	if ( next.origin !== now.origin || next.pathname !== now.pathname ) {
		return next.href;
	}
	next.searchParams.forEach( ( value, key ) =>
		now.searchParams.set( key, value )
	);
	now.hash = next.hash;
	return now.href;
}

/**
 * Brings a list-loading block to life.
 *
 * @param block    The block (.stagecraft-list-loading, data-mode, data-query-id).
 * @param load     Fetches and extracts a page; a stand-in in tests.
 * @param navigate Goes to a page the ordinary way (when loading it in place failed).
 */
export function createListLoading(
	block: HTMLElement,
	load: Fetch = ( href, id ) =>
		fetchListPage( href, id, block.ownerDocument ),
	navigate: ( href: string ) => void = ( href ) =>
		window.location.assign( href )
): ListLoading {
	const doc = block.ownerDocument;
	const win = doc.defaultView ?? window;
	const mode = ( block.dataset.mode ?? 'more' ) as ListLoadingMode;
	const queryId = block.dataset.queryId ?? '';
	const query = block.closest< HTMLElement >( '.wp-block-query' );
	const list = listOf( block );
	const status = block.querySelector< HTMLElement >( '[role="status"]' );
	const more = block.querySelector< HTMLAnchorElement >(
		'a[data-stagecraft-next]'
	);
	let busy = false;
	let observer: IntersectionObserver | null = null;

	const say = ( text: string ) => {
		if ( status ) {
			status.textContent = text;
		}
	};
	const setBusy = ( on: boolean ) => {
		busy = on;
		block.classList.toggle( 'is-loading', on );
		list?.setAttribute( 'aria-busy', String( on ) );
		if ( more ) {
			if ( on ) {
				more.setAttribute( 'aria-disabled', 'true' );
			} else {
				more.removeAttribute( 'aria-disabled' );
			}
			more.textContent = on
				? __( 'Loading…', 'stagecraft' )
				: ( more.dataset.label ?? more.textContent );
		}
	};
	const firstFocusable = ( item: Element | undefined ) =>
		item?.querySelector< HTMLElement >( 'a[href], button' ) ?? null;

	/**
	 * Appends the next page (load more, infinite scroll); resolves with the growth in px.
	 * @param href
	 */
	async function append( href: string ): Promise< number > {
		setBusy( true );
		say( __( 'Loading…', 'stagecraft' ) );
		const before = doc.documentElement.scrollHeight;
		try {
			const page = await load( href, queryId );
			list?.append( ...page.items );
			if ( more ) {
				if ( page.next ) {
					more.href = page.next;
				} else {
					more.hidden = true;
				}
			}
			// Reload lands on the page last loaded (back from a post too, without a cache).
			win.history.replaceState(
				win.history.state,
				'',
				addressAfter( href, win.location.href )
			);
			say(
				sprintf(
					/* translators: %d: how many items were added to the list */
					_n(
						'%d more item loaded.',
						'%d more items loaded.',
						page.items.length,
						'stagecraft'
					),
					page.items.length
				)
			);
			if ( mode === 'more' ) {
				firstFocusable( page.items[ 0 ] )?.focus();
			}
			return page.next
				? doc.documentElement.scrollHeight - before
				: Infinity;
		} catch {
			navigate( href );
			return Infinity;
		} finally {
			setBusy( false );
		}
	}

	async function loadMore() {
		let grew = 0;
		// Infinite scroll goes on until the page grew enough to scroll again.
		do {
			const href = more && ! more.hidden ? more.href : null;
			if ( ! href ) {
				return;
			}
			grew = await append( href );
		} while ( mode === 'infinite' && grew < INFINITE_MIN_GROWTH_PX );
		if ( observer && more ) {
			// Observed again, it reports at once whether the button is still in view.
			observer.unobserve( more );
			observer.observe( more );
		}
	}

	/**
	 * Replaces the list and the pager with another page's (page links in place).
	 * @param href
	 * @param push
	 */
	async function replace( href: string, push: boolean ) {
		setBusy( true );
		say( __( 'Loading…', 'stagecraft' ) );
		try {
			const page = await load( href, queryId );
			list?.replaceChildren( ...page.items );
			const pager = query?.querySelector( '.wp-block-query-pagination' );
			if ( pager && page.pager ) {
				pager.replaceWith( page.pager );
			} else {
				pager?.remove();
			}
			if ( push ) {
				win.history.pushState(
					{ [ MARK ]: queryId },
					'',
					addressAfter( href, win.location.href )
				);
			}
			say( __( 'Page loaded.', 'stagecraft' ) );
			query?.scrollIntoView( { block: 'start' } );
			firstFocusable( page.items[ 0 ] )?.focus( { preventScroll: true } );
		} catch {
			navigate( href );
		} finally {
			setBusy( false );
		}
	}

	const onClick = ( event: MouseEvent ) => {
		const link = ( event.target as Element | null )?.closest( 'a' );
		if (
			! link ||
			busy ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			if ( link && busy ) {
				event.preventDefault();
			}
			return;
		}
		if ( link === more ) {
			event.preventDefault();
			void loadMore();
		} else if (
			mode === 'pages' &&
			link.closest( '.wp-block-query-pagination' ) &&
			query?.contains( link )
		) {
			event.preventDefault();
			void replace( link.href, true );
		}
	};
	const onPop = ( event: PopStateEvent ) => {
		const state = event.state as Record< string, unknown > | null;
		if ( state?.[ MARK ] === queryId ) {
			void replace( win.location.href, false );
		}
	};

	query?.addEventListener( 'click', onClick );
	if ( mode === 'pages' ) {
		// The entry the visitor arrived on is ours too, so Back to it loads it in place.
		win.history.replaceState(
			{ ...( win.history.state as object ), [ MARK ]: queryId },
			''
		);
		win.addEventListener( 'popstate', onPop );
	}
	if (
		mode === 'infinite' &&
		more &&
		typeof IntersectionObserver === 'function'
	) {
		observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( e ) => e.isIntersecting ) && ! busy ) {
				void loadMore();
			}
		} );
		observer.observe( more );
	}
	if ( more ) {
		more.dataset.label = more.textContent ?? '';
	}

	return {
		destroy() {
			query?.removeEventListener( 'click', onClick );
			win.removeEventListener( 'popstate', onPop );
			observer?.disconnect();
		},
	};
}
