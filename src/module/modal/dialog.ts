import { __ } from '../../i18n/visitor';
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
	/** Names the dialog (the module's title, once its data is in). */
	label: ( text: string ) => void;
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
		// Shown by show(): an inline display would override the hidden attribute.
		display: 'none',
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
	// cover: the module shrinks to fit the window; otherwise it keeps its own width and
	// the underlay scrolls.
	Object.assign( dialog.style, {
		position: 'relative',
		boxSizing: 'border-box',
		width: '100%',
		padding: '16px',
		outline: 'none',
	} );
	if ( ! options.cover ) {
		module.style.minWidth = 'calc(var(--stagecraft-w) * 1px)';
	}
	const close = doc.createElement( 'button' );
	close.type = 'button';
	close.className = 'stagecraft-modal__close';
	close.setAttribute( 'aria-label', __( 'Close', 'stagecraft' ) );
	close.textContent = '×';
	Object.assign( close.style, {
		position: 'absolute',
		top: '8px',
		right: '8px',
		zIndex: '2',
		width: '40px',
		height: '40px',
		borderRadius: '50%',
		border: '2px solid #1e1b4b',
		background: '#fff',
		color: '#1e1b4b',
		font: 'bold 24px/1 sans-serif',
		cursor: 'pointer',
	} );
	close.addEventListener( 'click', onClose );
	// In the module's box (the runtime draws only its stage), over its top right corner.
	module.append( close );
	dialog.append( module );
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
			underlay.style.display = 'flex';
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
					underlay.style.display = 'none';
					trap.deactivate( true );
					unlock?.();
					unlock = null;
					win.scrollTo( scroll.x, scroll.y );
					resolve();
				}, reg.speed )
			);
		},
		label( text ) {
			dialog.setAttribute( 'aria-label', text );
		},
		destroy() {
			trap.destroy();
			unlock?.();
			close.remove();
			underlay.remove();
		},
	};
}
