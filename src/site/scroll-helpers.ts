// Scroll helpers (spec site.md section 2 "Interface areas"): scroll-to-top here; the previous/next
// section buttons and the table of contents in ./section-links, a chunk fetched only where a page
// has them. Every scroll is the 500 ms animation of ./hash, offset for the sticky header, and
// instant under reduced motion.
import { animateScroll, focusQuietly } from './hash';
import type { Cancel } from './hash';

/** Back-to-top focus lasts 1500 ms (spec site.md section 9). */
export const BACK_TO_TOP_FOCUS_MS = 1500;

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

/** One scroll at a time across the helpers: starting one cancels the one running. */
export type ScrollSlot = {
	run: ( start: () => Cancel ) => void;
	cancel: Cancel;
};

export function createScrollSlot(): ScrollSlot {
	let current: Cancel = () => {};
	return {
		run( start ) {
			current();
			current = start();
		},
		cancel: () => current(),
	};
}

/** `slot`: the scroll the section links (./section-links) share with scroll-to-top. */
export type ScrollHelpers = { slot: ScrollSlot; destroy: () => void };

export function createScrollHelpers( doc: Document ): ScrollHelpers {
	const toTop = doc.querySelector< HTMLButtonElement >(
		'[data-stagecraft-back-to-top]'
	);
	const slot = createScrollSlot();
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
		slot.run( () => animateScroll( () => 0 ) );
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

	toTop?.addEventListener( 'click', toTopClick );
	window.addEventListener( 'scroll', onScroll, { passive: true } );
	// The first look in the next frame: reading scrollY while the script runs (before the page's
	// first paint) forced a style recalculation and layout of everything parsed so far.
	onScroll();

	return {
		slot,
		destroy() {
			slot.cancel();
			window.clearTimeout( holdTimer );
			window.cancelAnimationFrame( frame );
			toTop?.removeEventListener( 'click', toTopClick );
			window.removeEventListener( 'scroll', onScroll );
		},
	};
}
