// One-page menu: links to sections of this page smooth-scroll in 500 ms and the link of the
// section in view is marked current (class current-menu-item, aria-current="location").
import { scrollToElement, topOffset, usableHash } from './hash';
import type { Cancel } from './hash';

export type OnePageMenu = { refresh: () => void; destroy: () => void };

/**
 * The id of the last section whose top has passed the line below the fixed header.
 * @param tops
 * @param line
 */
export function sectionInView(
	tops: Array< { id: string; top: number } >,
	line: number
): string | null {
	let current: string | null = null;
	for ( const { id, top } of tops ) {
		if ( top - 1 <= line ) {
			current = id;
		}
	}
	return current;
}

function samePageId( link: HTMLAnchorElement ): string | null {
	const url = new URL( link.href, window.location.href );
	if (
		url.origin !== window.location.origin ||
		url.pathname !== window.location.pathname
	) {
		return null;
	}
	const id = usableHash( url.hash );
	return id !== null && document.getElementById( id ) ? id : null;
}

export function createOnePageMenu( roots: HTMLElement[] ): OnePageMenu {
	let links: Array< { link: HTMLAnchorElement; id: string } > = [];
	let frame = 0;
	let cancel: Cancel = () => {};

	const mark = () => {
		frame = 0;
		const tops = [ ...new Set( links.map( ( l ) => l.id ) ) ]
			.map( ( id ) => ( {
				id,
				top:
					document.getElementById( id )?.getBoundingClientRect()
						.top ?? Infinity,
			} ) )
			.sort( ( a, b ) => a.top - b.top );
		const current = sectionInView( tops, topOffset() + 2 );
		for ( const { link, id } of links ) {
			const on = id === current;
			link.closest( 'li' )?.classList.toggle( 'current-menu-item', on );
			if ( on ) {
				link.setAttribute( 'aria-current', 'location' );
			} else if ( link.getAttribute( 'aria-current' ) === 'location' ) {
				link.removeAttribute( 'aria-current' );
			}
		}
	};
	const schedule = () => {
		if ( ! frame ) {
			frame = window.requestAnimationFrame( mark );
		}
	};
	const onClick = ( event: MouseEvent ) => {
		const link =
			event.target instanceof Element
				? event.target.closest( 'a' )
				: null;
		const match = link ? links.find( ( l ) => l.link === link ) : undefined;
		const el = match ? document.getElementById( match.id ) : null;
		if (
			! match ||
			! el ||
			event.defaultPrevented ||
			event.metaKey ||
			event.ctrlKey
		) {
			return;
		}
		event.preventDefault();
		cancel();
		cancel = scrollToElement( el );
		window.history.pushState( null, '', `#${ match.id }` );
		// Move focus for keyboard and screen reader users without a second jump.
		if ( ! el.hasAttribute( 'tabindex' ) ) {
			el.setAttribute( 'tabindex', '-1' );
		}
		el.focus( { preventScroll: true } );
	};
	const refresh = () => {
		links = roots.flatMap( ( root ) =>
			Array.from(
				root.querySelectorAll< HTMLAnchorElement >( 'a[href*="#"]' )
			)
				.map( ( link ) => ( { link, id: samePageId( link ) } ) )
				.filter(
					( l ): l is { link: HTMLAnchorElement; id: string } =>
						l.id !== null
				)
		);
		// WordPress marks every link to this page as the current page; for section links only the
		// section in view is current.
		links.forEach( ( { link } ) => {
			link.removeAttribute( 'aria-current' );
			link.closest( 'li' )?.classList.remove( 'current-menu-item' );
		} );
		schedule();
	};

	roots.forEach( ( root ) => root.addEventListener( 'click', onClick ) );
	window.addEventListener( 'scroll', schedule, { passive: true } );
	refresh();

	return {
		refresh,
		destroy() {
			cancel();
			if ( frame ) {
				window.cancelAnimationFrame( frame );
			}
			roots.forEach( ( root ) =>
				root.removeEventListener( 'click', onClick )
			);
			window.removeEventListener( 'scroll', schedule );
		},
	};
}
