// A modal panel on a native <dialog> (the off-canvas sidebar and the search overlay): showModal()
// puts it in the top layer and makes the page behind it inert; the focus trap keeps Tab inside and
// reports Escape; the page scroll is locked without a layout shift; the closing transition plays
// before the dialog leaves the top layer. The motion is framer-motion's (src/site/motion.ts) when
// the caller names it, CSS transitions otherwise; none under reduced motion.
import { createFocusTrap } from './focus-trap';
import { prefersReducedMotion } from './reduced-motion';
import { motion } from './motion';
import type { MotionKeyframes } from './motion';
import { lockScroll } from './scroll-lock';

export const PANEL_MS = 300;

export type DialogPanel = {
	open: () => void;
	close: () => void;
	isOpen: () => boolean;
	destroy: () => void;
};

export type DialogPanelOptions = {
	/** Length of the closing transition in ms. */
	closeMs?: number;
	/** What takes focus on open; the first focusable element by default. */
	initialFocus?: () => HTMLElement | null;
	/** Told about every change, e.g. to sync a toggle's aria-expanded. */
	onChange?: ( open: boolean ) => void;
	/** What moves and how, from closed to open; played backwards on close. */
	motion?: { target: HTMLElement; keyframes: MotionKeyframes };
};

function reversed( keyframes: MotionKeyframes ): MotionKeyframes {
	const out: MotionKeyframes = {};
	for ( const [ name, frames ] of Object.entries( keyframes ) ) {
		out[ name ] = [ ...frames ].reverse();
	}
	return out;
}

export function createDialogPanel(
	dialog: HTMLDialogElement,
	options: DialogPanelOptions = {}
): DialogPanel {
	const closeMs = options.closeMs ?? PANEL_MS;
	const trap = createFocusTrap( dialog, () => close() );
	let open = false;
	let timer = 0;
	let frame = 0;
	let unlock: () => void = () => {};

	function openPanel() {
		if ( open ) {
			return;
		}
		window.clearTimeout( timer );
		open = true;
		dialog.classList.remove( 'is-closing' );
		if ( ! dialog.open ) {
			if ( typeof dialog.showModal === 'function' ) {
				dialog.showModal();
			} else {
				dialog.setAttribute( 'open', '' );
			}
		}
		unlock = lockScroll();
		if ( options.motion ) {
			dialog.classList.add( 'is-open' );
			motion.animate( options.motion.target, options.motion.keyframes, {
				ms: closeMs,
			} );
		} else {
			// Next frame, so the transition runs from the closed state.
			frame = window.requestAnimationFrame( () =>
				dialog.classList.add( 'is-open' )
			);
		}
		trap.activate( options.initialFocus?.() ?? null );
		options.onChange?.( true );
	}

	function finish() {
		dialog.classList.remove( 'is-closing' );
		if ( dialog.open ) {
			if ( typeof dialog.close === 'function' ) {
				dialog.close();
			} else {
				dialog.removeAttribute( 'open' );
			}
		}
	}

	function close() {
		if ( ! open ) {
			return;
		}
		open = false;
		window.cancelAnimationFrame( frame );
		dialog.classList.remove( 'is-open' );
		dialog.classList.add( 'is-closing' );
		unlock();
		trap.deactivate( true );
		const ms = prefersReducedMotion() ? 0 : closeMs;
		if ( ms > 0 && options.motion ) {
			motion
				.animate(
					options.motion.target,
					reversed( options.motion.keyframes ),
					{ ms }
				)
				// Reopened meanwhile: stay in the top layer.
				.then( () => ! open && finish() );
		} else if ( ms > 0 ) {
			timer = window.setTimeout( finish, ms );
		} else {
			finish();
		}
		options.onChange?.( false );
	}

	// The browser's own Escape handling would close at once, without the transition.
	const onCancel = ( event: Event ) => {
		event.preventDefault();
		close();
	};
	// A click on the backdrop lands on the dialog element itself.
	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		if ( target === dialog || target?.closest( '[data-close-panel]' ) ) {
			close();
		}
	};
	dialog.addEventListener( 'cancel', onCancel );
	dialog.addEventListener( 'click', onClick );

	return {
		open: openPanel,
		close,
		isOpen: () => open,
		destroy() {
			window.clearTimeout( timer );
			window.cancelAnimationFrame( frame );
			trap.destroy();
			unlock();
			dialog.removeEventListener( 'cancel', onCancel );
			dialog.removeEventListener( 'click', onClick );
		},
	};
}

/**
 * Wires a button that opens a panel: aria-expanded follows the panel; focus returns to the button.
 * @param button
 * @param dialog
 * @param options
 */
export function createPanelToggle(
	button: HTMLElement,
	dialog: HTMLDialogElement,
	options: DialogPanelOptions = {}
): DialogPanel {
	const panel = createDialogPanel( dialog, {
		...options,
		onChange: ( isOpen ) => {
			button.setAttribute( 'aria-expanded', String( isOpen ) );
			options.onChange?.( isOpen );
		},
	} );
	const onClick = () => ( panel.isOpen() ? panel.close() : panel.open() );
	button.addEventListener( 'click', onClick );
	return {
		...panel,
		destroy() {
			button.removeEventListener( 'click', onClick );
			panel.destroy();
		},
	};
}
