// Portfolio filters (spec site.md sections 2 and 8): category links that sort the grid of their
// query loop in place with an animated re-layout (FLIP on the Web Animations API: no layout
// library, isotope being GPLv3-or-commercial). The address follows the filter (the category's own
// page, so a reload shows the same), and Back returns to the filter before. Without JavaScript, or
// on a category page (which holds only that category's items), the links simply lead there.
import { _n, sprintf } from '@wordpress/i18n';
import { prefersReducedMotion } from './reduced-motion';

/** The re-layout's length. */
export const RELAYOUT_MS = 400;

const MARK = 'stagecraftPortfolioFilter';

/**
 * Whether an item (a post-template entry) belongs to a filter; '' is everything.
 *
 * @param item     The item, with WordPress's post classes ({taxonomy}-{slug}).
 * @param taxonomy The taxonomy.
 * @param filter   A category slug, or ''.
 */
export function inFilter(
	item: Element,
	taxonomy: string,
	filter: string
): boolean {
	return (
		filter === '' || item.classList.contains( `${ taxonomy }-${ filter }` )
	);
}

/**
 * Brings a filter bar to life.
 *
 * @param nav The block (data-taxonomy, data-scope).
 */
export function createPortfolioFilters( nav: HTMLElement ): {
	destroy: () => void;
} {
	const doc = nav.ownerDocument;
	const win = doc.defaultView ?? window;
	const grid = nav
		.closest( '.wp-block-query' )
		?.querySelector( '.wp-block-post-template' );
	if ( ! grid ) {
		// The spec's logged message: the layout helper has nothing to lay out.
		// eslint-disable-next-line no-console
		console.log( 'Portfolio filters: the location of the grid is missing' );
		return { destroy: () => {} };
	}
	const taxonomy = nav.dataset.taxonomy ?? '';
	const status = nav.querySelector< HTMLElement >( '[role="status"]' );
	const links = Array.from(
		nav.querySelectorAll< HTMLAnchorElement >( 'a[data-filter]' )
	);
	let running: Animation[] = [];

	const apply = ( filter: string ) => {
		const items = Array.from( grid.children ) as HTMLElement[];
		running.forEach( ( animation ) => animation.cancel() );
		const first = new Map(
			items.map( ( item ) => [ item, item.getBoundingClientRect() ] )
		);
		const wasHidden = new Set( items.filter( ( item ) => item.hidden ) );
		items.forEach( ( item ) => {
			item.hidden = ! inFilter( item, taxonomy, filter );
		} );
		links.forEach( ( link ) =>
			link.dataset.filter === filter
				? link.setAttribute( 'aria-current', 'page' )
				: link.removeAttribute( 'aria-current' )
		);
		const shown = items.filter( ( item ) => ! item.hidden );
		if ( status ) {
			status.textContent = sprintf(
				/* translators: %d: how many portfolio items the filter shows */
				_n(
					'%d item shown.',
					'%d items shown.',
					shown.length,
					'stagecraft'
				),
				shown.length
			);
		}
		if ( prefersReducedMotion() || typeof grid.animate !== 'function' ) {
			return;
		}
		// FLIP: each item that stays slides from where it was; each that appears fades in.
		running = shown.map( ( item ) => {
			const from = first.get( item );
			const to = item.getBoundingClientRect();
			const frames: Keyframe[] =
				! from || wasHidden.has( item )
					? [
							{ opacity: 0, transform: 'scale(0.9)' },
							{ opacity: 1, transform: 'none' },
						]
					: [
							{
								transform: `translate(${ from.left - to.left }px, ${
									from.top - to.top
								}px)`,
							},
							{ transform: 'none' },
						];
			return item.animate( frames, {
				duration: RELAYOUT_MS,
				easing: 'ease-in-out',
			} );
		} );
	};

	const onClick = ( event: MouseEvent ) => {
		const link = (
			event.target as Element | null
		 )?.closest< HTMLAnchorElement >( 'a[data-filter]' );
		// A category page holds only its items: other filters are other pages.
		if (
			! link ||
			( nav.dataset.scope ?? '' ) !== '' ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		const filter = link.dataset.filter ?? '';
		apply( filter );
		win.history.pushState( { [ MARK ]: filter }, '', link.href );
	};
	const onPop = ( event: PopStateEvent ) => {
		const state = event.state as Record< string, unknown > | null;
		if ( state && typeof state[ MARK ] === 'string' ) {
			apply( state[ MARK ] );
		}
	};

	if ( ( nav.dataset.scope ?? '' ) === '' ) {
		// The entry the visitor arrived on shows everything, so Back to it does.
		win.history.replaceState(
			{ ...( win.history.state as object ), [ MARK ]: '' },
			''
		);
	}
	nav.addEventListener( 'click', onClick );
	win.addEventListener( 'popstate', onPop );
	return {
		destroy() {
			nav.removeEventListener( 'click', onClick );
			win.removeEventListener( 'popstate', onPop );
		},
	};
}
