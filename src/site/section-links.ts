// Previous/next section buttons and the toggleable table of contents (spec site.md section 2
// "Interface areas"): a chunk of the site header's (site-header/section-links), fetched only where
// a page has them (src/site/site-header.ts). Their scrolls share scroll-to-top's slot: one at a time.
import { focusQuietly, scrollToElement, usableHash } from './hash';
import type { ScrollSlot } from './scroll-helpers';
/** Sections the previous/next buttons move between. */
export const SECTION_SELECTOR = '.stagecraft-section, .stagecraft-demo-section';

export type Direction = 'next' | 'prev';

/**
 * The section before or after `current` in document order, or null at either end.
 * @param sections
 * @param current
 * @param direction
 */
export function adjacentSection< T >(
	sections: T[],
	current: T,
	direction: Direction
): T | null {
	const index = sections.indexOf( current );
	if ( index < 0 ) {
		return null;
	}
	return sections[ index + ( direction === 'next' ? 1 : -1 ) ] ?? null;
}

/**
 * The section a go-to button belongs to: the one that holds it, else the last one that starts
 * above it (buttons placed between sections).
 * @param button
 * @param sections
 */
function sectionOf( button: Element, sections: Element[] ): Element | null {
	const holder = button.closest( SECTION_SELECTOR );
	if ( holder ) {
		return holder;
	}
	// Document order of the sections and this button.
	const ordered = Array.from(
		button.ownerDocument.querySelectorAll(
			`${ SECTION_SELECTOR }, [data-stagecraft-goto]`
		)
	);
	const at = ordered.indexOf( button );
	return (
		ordered
			.slice( 0, at )
			.reverse()
			.find( ( el ) => sections.includes( el ) ) ?? null
	);
}

export function createSectionLinks(
	doc: Document,
	slot: ScrollSlot
): { destroy: () => void } {
	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const go = target?.closest< HTMLElement >( '[data-stagecraft-goto]' );
		if ( go ) {
			event.preventDefault();
			const direction: Direction =
				go.dataset.stagecraftGoto === 'prev' ? 'prev' : 'next';
			const sections = Array.from(
				doc.querySelectorAll< HTMLElement >( SECTION_SELECTOR )
			);
			const current = sectionOf( go, sections );
			const to = current
				? adjacentSection( sections, current as HTMLElement, direction )
				: null;
			if ( ! to ) {
				// The spec's console message for a missing section; nothing else happens.
				// eslint-disable-next-line no-console
				console.log(
					direction === 'next'
						? 'Next section does not exist'
						: 'Previous section does not exist'
				);
				return;
			}
			slot.run( () => scrollToElement( to ) );
			focusQuietly( to );
			return;
		}
		const tocToggle = target?.closest< HTMLButtonElement >(
			'[data-stagecraft-toc] .stagecraft-toc__toggle'
		);
		if ( tocToggle ) {
			const list = doc.getElementById(
				tocToggle.getAttribute( 'aria-controls' ) ?? ''
			);
			const open = tocToggle.getAttribute( 'aria-expanded' ) !== 'true';
			tocToggle.setAttribute( 'aria-expanded', String( open ) );
			if ( list ) {
				list.hidden = ! open;
			}
			return;
		}
		const tocLink = target?.closest< HTMLAnchorElement >(
			'[data-stagecraft-toc] a[href^="#"]'
		);
		const id = tocLink ? usableHash( tocLink.hash ) : null;
		const heading = id ? doc.getElementById( id ) : null;
		if ( heading ) {
			event.preventDefault();
			slot.run( () => scrollToElement( heading ) );
			window.history.pushState( null, '', `#${ id }` );
			focusQuietly( heading );
		}
	};

	doc.addEventListener( 'click', onClick );
	return {
		destroy() {
			slot.cancel();
			doc.removeEventListener( 'click', onClick );
		},
	};
}
