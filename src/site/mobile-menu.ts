// Mobile side-slide menu (spec site.md section 2, "Interface areas"): a modal panel that slides in
// over an overlay. Plain DOM enhancement of the markup that blocks/site-header/render.php prints.
// It slides with framer-motion (src/site/motion.ts) once that drives the motion, by CSS otherwise.
import { createFocusTrap } from './focus-trap';
import { prefersReducedMotion } from './reduced-motion';
import { hasJsMotion, motion } from './motion';
import type { MotionKeyframes } from './motion';
import { inertOutside, lockScroll } from './scroll-lock';

// The default; a side menu's 310 ms window (spec site.md section 9) comes
// from the header's markup (data-close-ms).
export const SLIDE_MS = 300;
export const LINK_CLOSE_MS = 500;

export type MobileMenu = {
	open: () => void;
	close: () => void;
	isOpen: () => boolean;
	destroy: () => void;
};

type Area = 'menu' | 'search' | 'lang';

/**
 * A link whose address is only a hash ("#", used by submenu parents) does not close the slide;
 * "#section" links of a one-page menu go somewhere, so they do.
 * @param href
 */
export function isHashOnlyLink( href: string | null ): boolean {
	return href !== null && href.trim() === '#';
}

export function createMobileMenu(
	slide: HTMLElement,
	toggle: HTMLButtonElement
): MobileMenu {
	const panel =
		slide.querySelector< HTMLElement >( '.stagecraft-side-slide__panel' ) ??
		slide;
	const trap = createFocusTrap( panel, () => close() );
	const timers = new Set< number >();
	let open = false;
	let release: Array< () => void > = [];

	const later = ( fn: () => void, ms: number ) => {
		const id = window.setTimeout( () => {
			timers.delete( id );
			fn();
		}, ms );
		timers.add( id );
	};
	const clearTimers = () => {
		timers.forEach( ( id ) => window.clearTimeout( id ) );
		timers.clear();
	};
	const closeMs = Number( slide.dataset.closeMs ) || SLIDE_MS;
	const overlay = slide.querySelector< HTMLElement >(
		'.stagecraft-side-slide__overlay'
	);
	// From the closed to the open state of each variant, as in the stylesheet.
	const panelFrames = (): MotionKeyframes => {
		if (
			slide.classList.contains(
				'stagecraft-side-slide--creative-overlay'
			)
		) {
			return { opacity: [ 0, 1 ] };
		}
		const from = slide.classList.contains( 'stagecraft-side-slide--side' )
			? 'translateX(-100%)'
			: 'translateX(100%)';
		return { transform: [ from, 'translateX(0%)' ] };
	};
	const slideMotion = ( opening: boolean ) => {
		const play = ( el: HTMLElement, frames: MotionKeyframes ) => {
			const out: MotionKeyframes = {};
			for ( const [ name, values ] of Object.entries( frames ) ) {
				out[ name ] = opening ? values : [ ...values ].reverse();
			}
			motion.animate( el, out, { ms: closeMs } );
		};
		if ( panel !== slide ) {
			play( panel, panelFrames() );
		}
		if ( overlay ) {
			play( overlay, { opacity: [ 0, 1 ] } );
		}
	};
	const duration = () => ( prefersReducedMotion() ? 0 : closeMs );
	const releaseAll = () => release.splice( 0 ).forEach( ( fn ) => fn() );

	const showArea = ( area: Area ) => {
		slide
			.querySelectorAll< HTMLElement >( '[data-area]' )
			.forEach( ( el ) => {
				el.hidden = el.dataset.area !== area;
			} );
		slide
			.querySelectorAll< HTMLButtonElement >( '[data-show-area]' )
			.forEach( ( button ) => {
				button.setAttribute(
					'aria-expanded',
					String( button.dataset.showArea === area )
				);
			} );
		slide.dataset.currentArea = area;
	};

	function openSlide() {
		if ( open ) {
			return;
		}
		clearTimers();
		open = true;
		showArea( 'menu' );
		slide.classList.remove( 'is-closing' );
		slide.hidden = false;
		// The page behind neither scrolls nor takes focus or clicks while the slide is open.
		release = [ lockScroll(), inertOutside( slide ) ];
		toggle.setAttribute( 'aria-expanded', 'true' );
		document.documentElement.classList.add( 'stagecraft-side-slide-open' );
		if ( hasJsMotion() ) {
			slide.classList.add( 'is-open' );
			slideMotion( true );
		} else {
			// Next frame, so the CSS transition runs from the closed position.
			window.requestAnimationFrame( () =>
				slide.classList.add( 'is-open' )
			);
		}
		trap.activate(
			slide.querySelector< HTMLElement >(
				'.stagecraft-side-slide__close'
			)
		);
		slide.dispatchEvent(
			new CustomEvent( 'stagecraft:side-slide', {
				detail: { open: true },
			} )
		);
	}

	function close() {
		if ( ! open ) {
			return;
		}
		clearTimers();
		open = false;
		slide.classList.remove( 'is-open' );
		// Active, then closing for the closing window, then hidden.
		slide.classList.add( 'is-closing' );
		if ( hasJsMotion() ) {
			slideMotion( false );
		}
		releaseAll();
		toggle.setAttribute( 'aria-expanded', 'false' );
		document.documentElement.classList.remove(
			'stagecraft-side-slide-open'
		);
		trap.deactivate( true );
		later( () => {
			slide.classList.remove( 'is-closing' );
			slide.hidden = true;
		}, duration() );
		slide.dispatchEvent(
			new CustomEvent( 'stagecraft:side-slide', {
				detail: { open: false },
			} )
		);
	}

	const onToggle = () => ( open ? close() : openSlide() );
	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		if ( ! target ) {
			return;
		}
		if ( target.closest( '[data-close-slide]' ) ) {
			close();
			return;
		}
		const areaButton = target.closest< HTMLElement >( '[data-show-area]' );
		if ( areaButton ) {
			const area = areaButton.dataset.showArea as Area;
			showArea( slide.dataset.currentArea === area ? 'menu' : area );
			return;
		}
		const link = target.closest( 'a' );
		if ( link && ! isHashOnlyLink( link.getAttribute( 'href' ) ) ) {
			// Let the visitor see the choice land before the panel slides away.
			later( close, LINK_CLOSE_MS );
		}
	};

	toggle.addEventListener( 'click', onToggle );
	slide.addEventListener( 'click', onClick );

	return {
		open: openSlide,
		close,
		isOpen: () => open,
		destroy() {
			clearTimers();
			releaseAll();
			trap.destroy();
			toggle.removeEventListener( 'click', onToggle );
			slide.removeEventListener( 'click', onClick );
			document.documentElement.classList.remove(
				'stagecraft-side-slide-open'
			);
		},
	};
}
