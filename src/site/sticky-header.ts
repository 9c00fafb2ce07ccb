// Sticky header (spec site.md section 4 "Sticky header" and section 9 constants).
import siteHeader from '../../blocks/site-header/block.json';
import { STICKY_LOGO_MAX, STICKY_LOGO_MIN } from '../schema/site';
import { prefersReducedMotion } from './reduced-motion';

export const STICKY_SLIDE_MS = 300;
export const STICKY_SLIDE_FROM_PX = -60;
export const CREATIVE_MIN_WIDTH = 768;
/** Clearance below the header, so a focus outline is not cut by its edge either. */
export const FOCUS_CLEARANCE_PX = 8;
// Limits shared with the server (src/schema/site.ts); the default is the block's own.
export const LOGO_LIMITS = {
	min: STICKY_LOGO_MIN,
	default: siteHeader.attributes.stickyLogoHeight.default,
	max: STICKY_LOGO_MAX,
} as const;

export type StickyHeader = {
	isSticky: () => boolean;
	update: () => void;
	destroy: () => void;
};

/**
 * Sticky once the page has scrolled past the header's own height, not before.
 * @param scrollY
 * @param headerHeight
 * @param creative
 * @param viewportWidth
 */
export function shouldStick(
	scrollY: number,
	headerHeight: number,
	creative: boolean,
	viewportWidth: number
): boolean {
	if ( creative && viewportWidth >= CREATIVE_MIN_WIDTH ) {
		return false;
	}
	return scrollY > headerHeight;
}

/**
 * The sticky logo height a site asks for, held between 35 and 110 px; 60 px when unset.
 * @param requested
 */
export function stickyLogoHeight( requested: number | null ): number {
	if (
		requested === null ||
		! Number.isFinite( requested ) ||
		requested <= 0
	) {
		return LOGO_LIMITS.default;
	}
	return Math.min(
		LOGO_LIMITS.max,
		Math.max( LOGO_LIMITS.min, Math.round( requested ) )
	);
}

/** Height of the WordPress admin bar when it is fixed at the top, else 0. */
export function adminBarOffset(): number {
	const bar = document.getElementById( 'wpadminbar' );
	if ( ! bar || window.getComputedStyle( bar ).position !== 'fixed' ) {
		return 0;
	}
	return bar.getBoundingClientRect().height;
}

/**
 * Swaps logo images to their data-retina source on high-density screens.
 * @param root
 * @param pixelRatio
 */
export function swapRetinaLogos(
	root: ParentNode,
	pixelRatio = window.devicePixelRatio
): number {
	if ( ! ( pixelRatio > 1 ) ) {
		return 0;
	}
	let swapped = 0;
	root.querySelectorAll< HTMLImageElement >( 'img[data-retina]' ).forEach(
		( img ) => {
			const retina = img.dataset.retina;
			if ( retina && img.getAttribute( 'src' ) !== retina ) {
				img.src = retina;
				swapped++;
			}
		}
	);
	return swapped;
}

/**
 * The header leaves the flow when fixed, so its parent keeps the height it had (no layout shift).
 * Scroll work is batched into one animation frame. The page's top scroll padding is the header's
 * height, so an element that gets focus (Shift+Tab upwards) scrolls clear of it (WCAG 2.4.11);
 * before the header sticks, its natural height stands in, since scrolling to the element is what
 * makes it stick.
 * @param header
 * @param creative
 */
export function createStickyHeader(
	header: HTMLElement,
	creative = false
): StickyHeader {
	const holder = header.parentElement;
	const root = header.ownerDocument.documentElement;
	let sticky = false;
	let frame = 0;
	let naturalHeight = header.getBoundingClientRect().height;
	// The stuck header's height once known: it may be taller than the natural one (390 px).
	let stuckHeight = 0;

	const reserve = () => {
		const never = creative && window.innerWidth >= CREATIVE_MIN_WIDTH;
		if ( sticky ) {
			// offsetHeight: the layout height, not the slide-in transform's.
			stuckHeight = header.offsetHeight;
		}
		// Unstuck, the taller of the two: an element focused just below the stick point scrolls
		// the page down again, the header sticks in the next frame and must not cover it.
		const height = sticky
			? stuckHeight
			: Math.max( naturalHeight, stuckHeight );
		root.style.scrollPaddingTop = never
			? ''
			: `${ Math.ceil(
					height + adminBarOffset() + FOCUS_CLEARANCE_PX
				) }px`;
	};
	const update = () => {
		frame = 0;
		if ( ! sticky ) {
			naturalHeight = header.getBoundingClientRect().height;
		}
		const next = shouldStick(
			window.scrollY,
			naturalHeight,
			creative,
			window.innerWidth
		);
		if ( next === sticky ) {
			if ( sticky ) {
				header.style.top = `${ adminBarOffset() }px`;
			}
			reserve();
			return;
		}
		if ( holder ) {
			// Measured before the header leaves, padding included, so nothing below moves.
			holder.style.minHeight = next
				? `${ holder.getBoundingClientRect().height }px`
				: '';
		}
		sticky = next;
		header.style.top = sticky ? `${ adminBarOffset() }px` : '';
		header.classList.toggle( 'is-sticky', sticky );
		reserve();
		if (
			sticky &&
			! prefersReducedMotion() &&
			typeof header.animate === 'function'
		) {
			header.animate(
				[
					{ transform: `translateY(${ STICKY_SLIDE_FROM_PX }px)` },
					{ transform: 'translateY(0)' },
				],
				{ duration: STICKY_SLIDE_MS, easing: 'ease-out' }
			);
		}
		header.dispatchEvent(
			new CustomEvent( 'stagecraft:sticky', { detail: { sticky } } )
		);
	};
	const schedule = () => {
		if ( ! frame ) {
			frame = window.requestAnimationFrame( update );
		}
	};

	// Keyboard focus landing under the stuck header (the scroll padding is set a frame after the
	// header sticks, and an element already on screen is not scrolled at all) moves clear of it.
	const clearOfHeader = ( event: FocusEvent ) => {
		const drop = () => {
			const el = event.target;
			if (
				! sticky ||
				! ( el instanceof Element ) ||
				el !== doc.activeElement ||
				header.contains( el )
			) {
				return;
			}
			const limit =
				adminBarOffset() + header.offsetHeight + FOCUS_CLEARANCE_PX;
			const box = el.getBoundingClientRect();
			const by = box.top - limit;
			// Only a start the header covers. A start above the screen is not the browser's focus
			// scroll (that lands at the top at least) but the page scrolled since, say from the
			// back-to-top hold's focus on <main>: pulling that back up would undo the visitor's scroll.
			if ( by < 0 && box.top > -1 ) {
				window.scrollBy( 0, by );
			}
		};
		drop();
		// Again after the browser's own scroll to the focused element, whichever comes last.
		window.requestAnimationFrame( drop );
	};
	const doc = header.ownerDocument;

	window.addEventListener( 'scroll', schedule, { passive: true } );
	window.addEventListener( 'resize', schedule, { passive: true } );
	doc.addEventListener( 'focusin', clearOfHeader );
	update();

	return {
		isSticky: () => sticky,
		update,
		destroy() {
			window.removeEventListener( 'scroll', schedule );
			window.removeEventListener( 'resize', schedule );
			doc.removeEventListener( 'focusin', clearOfHeader );
			if ( frame ) {
				window.cancelAnimationFrame( frame );
			}
			header.classList.remove( 'is-sticky' );
			header.style.top = '';
			root.style.scrollPaddingTop = '';
			if ( holder ) {
				holder.style.minHeight = '';
			}
		},
	};
}
