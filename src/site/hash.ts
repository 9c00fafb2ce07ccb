// Address hash handling (spec site.md section 2 "Hash handling") and the one-page menu.
import { prefersReducedMotion } from './reduced-motion';
import { adminBarOffset } from './sticky-header';

export const HASH_DELAY_MS = 500;
export const SCROLL_MS = 500;

/**
 * Hashes with &, / or ? belong to routers and tracking, not to page sections: ignore them.
 * @param hash
 */
export function usableHash( hash: string ): string | null {
	const id = hash.replace( /^#/, '' );
	if ( id === '' || /[&/?]/.test( id ) ) {
		return null;
	}
	try {
		return decodeURIComponent( id );
	} catch {
		return null;
	}
}

/**
 * Where the page must scroll so the target sits just below everything fixed at the top.
 * @param elementTop
 * @param scrollY
 * @param offset
 */
export function targetTop(
	elementTop: number,
	scrollY: number,
	offset: number
): number {
	return Math.max( 0, Math.round( elementTop + scrollY - offset ) );
}

/** The height of the fixed things at the top: the sticky header (as it will be) and the admin bar. */
export function topOffset(): number {
	const header = document.querySelector< HTMLElement >(
		'[data-stagecraft-sticky]'
	);
	const headerHeight = header?.getBoundingClientRect().height ?? 0;
	const tabs = document.querySelector< HTMLElement >(
		'[data-stagecraft-tab-bar]'
	);
	return (
		headerHeight +
		( tabs?.getBoundingClientRect().height ?? 0 ) +
		adminBarOffset()
	);
}

const SETTLE_FRAMES = 3;

const easeInOut = ( t: number ) =>
	t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;

export type Cancel = () => void;

/**
 * Scrolls the window to `to()` in `ms` (instantly under reduced motion); returns a cancel function.
 * The target is asked again every frame: the header may turn sticky on the way and change the offset.
 *
 * @param to Where to scroll, measured now.
 * @param ms Duration.
 */
export function animateScroll( to: () => number, ms = SCROLL_MS ): Cancel {
	if ( ms <= 0 || prefersReducedMotion() ) {
		window.scrollTo( 0, to() );
		return () => {};
	}
	const from = window.scrollY;
	const start = performance.now();
	const stopOn = [ 'wheel', 'touchstart', 'keydown' ] as const;
	// The visitor taking over the scroll wins over the animation.
	const cancel = () => {
		window.cancelAnimationFrame( frame );
		stopOn.forEach( ( type ) =>
			window.removeEventListener( type, cancel )
		);
	};
	// After the end, a few frames more land on the target again if it moved: the header turns
	// sticky (and changes height) in the frame after a scroll, which on a busy machine can be
	// after the last step.
	let settle = SETTLE_FRAMES;
	let frame = window.requestAnimationFrame( function step( now ) {
		const t = Math.min( 1, ( now - start ) / ms );
		const target = from + ( to() - from ) * easeInOut( t );
		if ( t < 1 || Math.round( target ) !== Math.round( window.scrollY ) ) {
			window.scrollTo( 0, target );
		}
		if ( t >= 1 && settle-- <= 0 ) {
			cancel();
			return;
		}
		frame = window.requestAnimationFrame( step );
	} );
	stopOn.forEach( ( type ) =>
		window.addEventListener( type, cancel, { passive: true } )
	);
	return cancel;
}

/**
 * Moves focus to an element without a second jump, so keyboard users continue from there.
 * @param el
 */
export function focusQuietly( el: HTMLElement ) {
	if ( ! el.hasAttribute( 'tabindex' ) ) {
		el.setAttribute( 'tabindex', '-1' );
	}
	el.focus( { preventScroll: true } );
}

export function scrollToElement( el: Element ): Cancel {
	return animateScroll( () =>
		targetTop( el.getBoundingClientRect().top, window.scrollY, topOffset() )
	);
}

/**
 * On load and on hashchange: wait 500 ms (layout settles), then scroll to the hash's element.
 * @param onMarker
 */
export function createHashHandler( onMarker?: ( id: string ) => boolean ): {
	destroy: () => void;
} {
	let timer = 0;
	let cancel: Cancel = () => {};
	const run = () => {
		const id = usableHash( window.location.hash );
		window.clearTimeout( timer );
		if ( id === null || ( onMarker && onMarker( id ) ) ) {
			return;
		}
		timer = window.setTimeout( () => {
			const el = document.getElementById( id );
			if ( el ) {
				cancel();
				cancel = scrollToElement( el );
			}
		}, HASH_DELAY_MS );
	};
	window.addEventListener( 'hashchange', run );
	run();
	return {
		destroy() {
			window.clearTimeout( timer );
			cancel();
			window.removeEventListener( 'hashchange', run );
		},
	};
}
