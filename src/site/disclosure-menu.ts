// Main menu dropdowns and mega menus as a WAI-ARIA APG disclosure navigation: each parent item has
// a button (printed by php/Site/MenuWalker.php) with aria-expanded and aria-controls. One submenu
// is open at a time; Escape closes it and returns focus to its button; focus or a click leaving
// the menu closes it. The pointer opens a submenu only after resting on its item (hover intent)
// and may leave it briefly without closing it. The 100 ms fade is framer-motion's (src/site/motion.ts,
// fetched on first interaction), CSS without the script, none under reduced motion.
import { motion } from './motion';

/** Menu hover fade delay (spec site.md section 9); the no-script CSS transition uses the same value. */
export const MENU_FADE_MS = 100;
/** Hover intent: how long the pointer rests on an item before its submenu opens. */
export const HOVER_OPEN_MS = 100;
/** How long the pointer may be away before the submenu closes (diagonal moves, small gaps). */
export const HOVER_CLOSE_MS = 300;

export type DisclosureMenu = {
	open: ( button: HTMLButtonElement ) => void;
	close: ( restoreFocus?: boolean ) => void;
	current: () => HTMLButtonElement | null;
	destroy: () => void;
};

/** What a pointer event on an item means for the menu, given the submenu open now. */
export type HoverPlan = 'open-later' | 'keep' | 'close-later' | 'none';

/**
 * Hover intent as a pure decision, so it is testable without timers.
 * @param kind      enter or leave.
 * @param isCurrent The item's submenu is the open one.
 * @param pointer   Pointer type; touch and pen use click, not hover.
 */
export function hoverPlan(
	kind: 'enter' | 'leave',
	isCurrent: boolean,
	pointer: string
): HoverPlan {
	if ( pointer !== 'mouse' ) {
		return 'none';
	}
	if ( kind === 'enter' ) {
		return isCurrent ? 'keep' : 'open-later';
	}
	return isCurrent ? 'close-later' : 'none';
}

function submenuOf( button: HTMLButtonElement ): HTMLElement | null {
	return document.getElementById(
		button.getAttribute( 'aria-controls' ) ?? ''
	);
}

export function createDisclosureMenu( nav: HTMLElement ): DisclosureMenu {
	const buttons = Array.from(
		nav.querySelectorAll< HTMLButtonElement >(
			'button.stagecraft-menu__disclosure'
		)
	);
	let openButton: HTMLButtonElement | null = null;
	let openTimer = 0;
	let closeTimer = 0;

	const set = ( button: HTMLButtonElement, on: boolean ) => {
		button.setAttribute( 'aria-expanded', String( on ) );
		button.closest( 'li' )?.classList.toggle( 'is-open', on );
		const submenu = submenuOf( button );
		if ( ! submenu ) {
			return;
		}
		submenu.classList.toggle( 'is-open', on );
		// Closing: stay visible while fading out, then the CSS closed state takes over.
		motion.animate(
			submenu,
			{ opacity: on ? [ 0, 1 ] : [ 1, 0 ] },
			{ ms: MENU_FADE_MS, hold: on ? {} : { visibility: 'visible' } }
		);
	};
	const clearTimers = () => {
		window.clearTimeout( openTimer );
		window.clearTimeout( closeTimer );
	};
	const open = ( button: HTMLButtonElement ) => {
		clearTimers();
		if ( openButton === button ) {
			return;
		}
		if ( openButton ) {
			set( openButton, false );
		}
		openButton = button;
		set( button, true );
	};
	const close = ( restoreFocus = false ) => {
		clearTimers();
		const button = openButton;
		if ( ! button ) {
			return;
		}
		openButton = null;
		set( button, false );
		if ( restoreFocus ) {
			button.focus();
		}
	};

	const buttonOfItem = ( target: EventTarget | null ) =>
		target instanceof Element
			? target.querySelector< HTMLButtonElement >(
					':scope > button.stagecraft-menu__disclosure'
				)
			: null;

	const onClick = ( event: MouseEvent ) => {
		const button =
			event.target instanceof Element
				? event.target.closest< HTMLButtonElement >(
						'button.stagecraft-menu__disclosure'
					)
				: null;
		if ( ! button || ! buttons.includes( button ) ) {
			return;
		}
		if ( openButton === button ) {
			close();
		} else {
			open( button );
		}
	};
	const onKeydown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && openButton ) {
			event.preventDefault();
			close( true );
		}
	};
	const onFocusOut = ( event: FocusEvent ) => {
		const next = event.relatedTarget;
		if ( next instanceof Node && nav.contains( next ) ) {
			return;
		}
		// Focus moved elsewhere (not a pointer leaving the window, which reports no target).
		if ( next !== null ) {
			close();
		}
	};
	const onPointer = ( event: Event ) => {
		const button = buttonOfItem( event.currentTarget );
		if ( ! button ) {
			return;
		}
		const pointer =
			( event as Partial< PointerEvent > ).pointerType || 'mouse';
		const plan = hoverPlan(
			event.type === 'pointerenter' ? 'enter' : 'leave',
			openButton === button,
			pointer
		);
		if ( plan === 'open-later' ) {
			window.clearTimeout( openTimer );
			openTimer = window.setTimeout(
				() => open( button ),
				HOVER_OPEN_MS
			);
		} else if ( plan === 'keep' ) {
			window.clearTimeout( closeTimer );
		} else if ( plan === 'close-later' ) {
			window.clearTimeout( openTimer );
			closeTimer = window.setTimeout( () => close(), HOVER_CLOSE_MS );
		} else if ( pointer === 'mouse' ) {
			// Left an item before its submenu opened: forget it.
			window.clearTimeout( openTimer );
		}
	};
	const onDocumentPointer = ( event: Event ) => {
		if ( event.target instanceof Node && ! nav.contains( event.target ) ) {
			close();
		}
	};

	const items = buttons
		.map( ( button ) => button.closest( 'li' ) )
		.filter( ( li ): li is HTMLLIElement => li !== null );
	items.forEach( ( li ) => {
		li.addEventListener( 'pointerenter', onPointer );
		li.addEventListener( 'pointerleave', onPointer );
	} );
	nav.addEventListener( 'click', onClick );
	nav.addEventListener( 'keydown', onKeydown );
	nav.addEventListener( 'focusout', onFocusOut );
	document.addEventListener( 'pointerdown', onDocumentPointer );
	// From here on the buttons, not :hover and :focus-within, open the submenus.
	nav.classList.add( 'is-enhanced' );

	return {
		open,
		close,
		current: () => openButton,
		destroy() {
			clearTimers();
			items.forEach( ( li ) => {
				li.removeEventListener( 'pointerenter', onPointer );
				li.removeEventListener( 'pointerleave', onPointer );
			} );
			nav.removeEventListener( 'click', onClick );
			nav.removeEventListener( 'keydown', onKeydown );
			nav.removeEventListener( 'focusout', onFocusOut );
			document.removeEventListener( 'pointerdown', onDocumentPointer );
			nav.classList.remove( 'is-enhanced' );
		},
	};
}
