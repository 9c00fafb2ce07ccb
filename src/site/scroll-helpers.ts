// Scroll helpers (spec site.md section 2 "Interface areas"): scroll-to-top, previous/next section
// buttons and a toggleable table of contents. Every scroll is the 500 ms animation of ./hash,
// offset for the sticky header, and instant under reduced motion.
import { animateScroll, scrollToElement, usableHash } from './hash';
import type { Cancel } from './hash';

/** Back-to-top focus lasts 1500 ms (spec site.md section 9). */
export const BACK_TO_TOP_FOCUS_MS = 1500;
/** Sections the previous/next buttons move between. */
export const SECTION_SELECTOR = '.stagecraft-section, .stagecraft-demo-section';

export type Direction = 'next' | 'prev';

/**
 * The scroll-to-top button shows once the visitor has scrolled one screen down.
 * @param scrollY
 * @param viewportHeight
 */
export function backToTopVisible(
	scrollY: number,
	viewportHeight: number
): boolean {
	return scrollY >= viewportHeight;
}

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

/**
 * Moves focus to an element without a second jump, so keyboard users continue from there.
 * @param el
 */
function focusQuietly( el: HTMLElement ) {
	if ( ! el.hasAttribute( 'tabindex' ) ) {
		el.setAttribute( 'tabindex', '-1' );
	}
	el.focus( { preventScroll: true } );
}

export type ScrollHelpers = { destroy: () => void };

export function createScrollHelpers( doc: Document ): ScrollHelpers {
	const toTop = doc.querySelector< HTMLButtonElement >(
		'[data-stagecraft-back-to-top]'
	);
	let cancel: Cancel = () => {};
	let holdTimer = 0;
	let holding = false;
	let frame = 0;

	const showToTop = () => {
		frame = 0;
		toTop?.classList.toggle(
			'is-visible',
			holding || backToTopVisible( window.scrollY, window.innerHeight )
		);
	};
	const onScroll = () => {
		if ( ! frame ) {
			frame = window.requestAnimationFrame( showToTop );
		}
	};

	const toTopClick = () => {
		if ( ! toTop ) {
			return;
		}
		cancel();
		cancel = animateScroll( () => 0 );
		// The button keeps focus, and stays shown, for 1500 ms while the page scrolls up; then focus
		// moves to the top of the page, so the next Tab starts there instead of at the page's end.
		holding = true;
		toTop.classList.add( 'is-focus' );
		showToTop();
		window.clearTimeout( holdTimer );
		holdTimer = window.setTimeout( () => {
			holding = false;
			toTop.classList.remove( 'is-focus' );
			const top = doc.querySelector< HTMLElement >( 'main' ) ?? doc.body;
			if ( doc.activeElement === toTop ) {
				focusQuietly( top );
			}
			showToTop();
		}, BACK_TO_TOP_FOCUS_MS );
	};

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
			cancel();
			cancel = scrollToElement( to );
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
			cancel();
			cancel = scrollToElement( heading );
			window.history.pushState( null, '', `#${ id }` );
			focusQuietly( heading );
		}
	};

	toTop?.addEventListener( 'click', toTopClick );
	doc.addEventListener( 'click', onClick );
	window.addEventListener( 'scroll', onScroll, { passive: true } );
	showToTop();

	return {
		destroy() {
			cancel();
			window.clearTimeout( holdTimer );
			window.cancelAnimationFrame( frame );
			toTop?.removeEventListener( 'click', toTopClick );
			doc.removeEventListener( 'click', onClick );
			window.removeEventListener( 'scroll', onScroll );
		},
	};
}
