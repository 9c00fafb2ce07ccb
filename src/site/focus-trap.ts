// Keeps Tab and Shift+Tab inside a container (WAI-ARIA APG modal dialog) and hands focus back to
// whatever opened it. Escape is reported, not handled, so each owner decides how it closes.
// Active traps form the page's dialog stack: only the top one answers keys, so one Escape
// closes one dialog.
import { dialogStack } from './dialog-stack';

export type FocusTrap = {
	activate: ( initial?: HTMLElement | null ) => void;
	deactivate: ( restore?: boolean ) => void;
	destroy: () => void;
};

const FOCUSABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'[tabindex]:not([tabindex="-1"])',
].join( ',' );

export function focusableIn( container: HTMLElement ): HTMLElement[] {
	return Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( el ) =>
			! el.closest( '[hidden]' ) &&
			! el.closest( '[inert]' ) &&
			el.getClientRects().length > 0
	);
}

const canTakeFocus = ( el: HTMLElement | null ): el is HTMLElement =>
	el !== null &&
	el.isConnected &&
	el !== el.ownerDocument.body &&
	! el.closest( '[hidden], [inert], dialog:not([open])' );

/**
 * Where focus goes when a dialog closes and nothing was focused before it opened (a dialog the
 * page opened on load): the top of the page, i.e. its first focusable element outside dialogs
 * (WordPress's "Skip to content" link), else the main landmark. Never <body>, from where the
 * next Tab would start wherever the dialog's markup sits (the footer).
 * @param doc
 */
export function focusTopOfPage( doc: Document = document ): void {
	const first = focusableIn( doc.body ).find(
		( el ) => ! el.closest( 'dialog' )
	);
	if ( first ) {
		first.focus( { preventScroll: true } );
		return;
	}
	const main = doc.querySelector< HTMLElement >( 'main' );
	if ( main ) {
		main.tabIndex = -1;
		main.focus( { preventScroll: true } );
	}
}

export function createFocusTrap(
	container: HTMLElement,
	onEscape: () => void
): FocusTrap {
	const stack = dialogStack( container.ownerDocument.defaultView ?? window );
	let returnTo: HTMLElement | null = null;
	let active = false;

	const onKeydown = ( event: KeyboardEvent ) => {
		// A dialog under another one leaves keys to the top one; an Escape the top one already
		// took (and closed itself with) is not this dialog's either.
		if ( ! stack.isTop( container ) || event.defaultPrevented ) {
			return;
		}
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			onEscape();
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		const items = focusableIn( container );
		if ( items.length === 0 ) {
			event.preventDefault();
			return;
		}
		const current = container.ownerDocument.activeElement;
		const outside =
			! ( current instanceof Node ) || ! container.contains( current );
		// Measured from wherever focus is, the heading a dialog opens on (tabindex=-1) included:
		// with no stop before it (after it), Shift+Tab (Tab) wraps round.
		const precedes = ( a: Node, b: Node ) =>
			// eslint-disable-next-line no-bitwise -- the DOM reports order as a bit mask.
			( a.compareDocumentPosition( b ) &
				Node.DOCUMENT_POSITION_FOLLOWING ) !==
			0;
		if ( event.shiftKey ) {
			if (
				outside ||
				! items.some( ( el ) => precedes( el, current ) )
			) {
				event.preventDefault();
				items[ items.length - 1 ].focus();
			}
		} else if (
			outside ||
			! items.some( ( el ) => precedes( current, el ) )
		) {
			event.preventDefault();
			items[ 0 ].focus();
		}
	};

	const deactivate = ( restore = true ) => {
		if ( ! active ) {
			return;
		}
		active = false;
		document.removeEventListener( 'keydown', onKeydown, true );
		if ( restore ) {
			const current = container.ownerDocument.activeElement;
			// Focus moved on to something else outside the dialog meanwhile: leave it there.
			const stillHere =
				! ( current instanceof HTMLElement ) ||
				current === container.ownerDocument.body ||
				container.contains( current );
			if ( stillHere ) {
				if ( canTakeFocus( returnTo ) ) {
					returnTo.focus();
				} else {
					focusTopOfPage( container.ownerDocument );
				}
			}
		}
		returnTo = null;
		// After focus is back, so a queued dialog that opens now returns focus there too.
		stack.remove( container );
	};

	return {
		activate( initial ) {
			if ( active ) {
				return;
			}
			active = true;
			returnTo =
				container.ownerDocument.activeElement instanceof HTMLElement
					? container.ownerDocument.activeElement
					: null;
			stack.push( container );
			document.addEventListener( 'keydown', onKeydown, true );
			( initial ?? focusableIn( container )[ 0 ] ?? container ).focus();
		},
		deactivate,
		destroy: () => deactivate( false ),
	};
}
