import { __ } from '@wordpress/i18n';
import { createFocusTrap } from '../../site/focus-trap';
import { lockScroll } from '../../site/scroll-lock';
import type { ModalRegistration } from '../../schema/modal';

/** Spec section 9: the wrapper's z-index and its fade ease (power3.out). */
export const MODAL_Z_INDEX = 999999;
export const MODAL_EASE = 'cubic-bezier(0.215, 0.61, 0.355, 1)';

const FLEX = {
	left: 'flex-start',
	center: 'center',
	right: 'flex-end',
	top: 'flex-start',
	middle: 'center',
	bottom: 'flex-end',
} as const;

export interface ModalDialog {
	readonly element: HTMLElement;
	/** Shows the underlay and the module, fading in over the speed. */
	show: () => void;
	/** Fades out; resolves once hidden, page style and scroll position restored. */
	hide: () => Promise< void >;
	destroy: () => void;
}

/**
 * The modal's underlay and dialog (spec section 2, WAI-ARIA APG modal dialog):
 * a dimmed, fixed underlay at z-index 999999 holding a dialog labelled by the
 * module's title, focus moved in and kept there, Escape and a click on the
 * underlay or the wrapper closing it, the page's scroll locked unless pS.
 *
 * @param module               The module root the dialog holds.
 * @param options              The registration, the label, what closing asks for, a timer.
 * @param options.registration
 * @param options.label
 * @param options.onClose
 * @param options.timeout
 * @param options.cover
 */
export function createModalDialog(
	module: HTMLElement,
	options: {
		registration: ModalRegistration;
		label: string;
		cover: boolean;
		onClose: () => void;
		timeout: ( run: () => void, ms: number ) => void;
	}
): ModalDialog {
	const { registration: reg, onClose } = options;
	const doc = module.ownerDocument;
	const win = doc.defaultView ?? window;
	const underlay = doc.createElement( 'div' );
	underlay.className = 'stagecraft-modal';
	underlay.hidden = true;
	underlay.dataset.modalAlias = reg.alias;
	Object.assign( underlay.style, {
		position: 'fixed',
		inset: '0',
		zIndex: String( MODAL_Z_INDEX ),
		display: 'flex',
		justifyContent: FLEX[ reg.h ],
		alignItems: FLEX[ reg.v ],
		background: reg.bg,
		opacity: '0',
		overflow: 'auto',
		transition: `opacity ${ reg.speed }ms ${ MODAL_EASE }`,
	} );
	const dialog = doc.createElement( 'div' );
	dialog.className = 'stagecraft-modal__dialog';
	dialog.setAttribute( 'role', 'dialog' );
	dialog.setAttribute( 'aria-modal', 'true' );
	dialog.setAttribute( 'aria-label', options.label );
	dialog.tabIndex = -1;
	Object.assign( dialog.style, {
		position: 'relative',
		width: options.cover
			? '100%'
			: 'min(100%, var(--stagecraft-width, 100%))',
		maxWidth: '100vw',
		outline: 'none',
	} );
	const close = doc.createElement( 'button' );
	close.type = 'button';
	close.className = 'stagecraft-modal__close';
	close.setAttribute( 'aria-label', __( 'Close', 'stagecraft' ) );
	close.textContent = '×';
	close.addEventListener( 'click', onClose );
	dialog.append( close, module );
	underlay.append( dialog );
	doc.body.append( underlay );

	// The underlay and the wrapper close it; the module inside does not.
	const onClick = ( event: MouseEvent ) => {
		if ( event.target === underlay || event.target === dialog ) {
			onClose();
		}
	};
	underlay.addEventListener( 'click', onClick );
	const trap = createFocusTrap( dialog, onClose );
	let unlock: ( () => void ) | null = null;
	let scroll = { x: 0, y: 0 };

	return {
		element: underlay,
		show() {
			scroll = { x: win.scrollX, y: win.scrollY };
			if ( ! reg.pS ) {
				unlock = lockScroll();
			}
			underlay.hidden = false;
			// Drawn transparent first, so the opacity change transitions.
			void underlay.offsetWidth;
			underlay.style.opacity = '1';
			trap.activate( dialog );
		},
		hide() {
			underlay.style.opacity = '0';
			return new Promise( ( resolve ) =>
				options.timeout( () => {
					underlay.hidden = true;
					trap.deactivate( true );
					unlock?.();
					unlock = null;
					win.scrollTo( scroll.x, scroll.y );
					resolve();
				}, reg.speed )
			);
		},
		destroy() {
			trap.destroy();
			unlock?.();
			underlay.remove();
		},
	};
}
