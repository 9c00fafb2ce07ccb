// Keeps Tab and Shift+Tab inside a container (WAI-ARIA APG modal dialog) and hands focus back to
// whatever opened it. Escape is reported, not handled, so each owner decides how it closes.

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

export function createFocusTrap(
	container: HTMLElement,
	onEscape: () => void
): FocusTrap {
	let returnTo: HTMLElement | null = null;
	let active = false;

	const onKeydown = ( event: KeyboardEvent ) => {
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
		const first = items[ 0 ];
		const last = items[ items.length - 1 ];
		const current = container.ownerDocument.activeElement;
		const outside =
			! ( current instanceof Node ) || ! container.contains( current );
		if ( event.shiftKey && ( current === first || outside ) ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && ( current === last || outside ) ) {
			event.preventDefault();
			first.focus();
		}
	};

	const deactivate = ( restore = true ) => {
		if ( ! active ) {
			return;
		}
		active = false;
		document.removeEventListener( 'keydown', onKeydown, true );
		if ( restore && returnTo && returnTo.isConnected ) {
			returnTo.focus();
		}
		returnTo = null;
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
			document.addEventListener( 'keydown', onKeydown, true );
			( initial ?? focusableIn( container )[ 0 ] ?? container ).focus();
		},
		deactivate,
		destroy: () => deactivate( false ),
	};
}
