// Helper panels (BeTheme's Helper element): a box with a title and item links, each revealing its
// panel inside the box, one at a time. The WAI-ARIA disclosure pattern: the server's links
// (which work without JavaScript, by fragment) become buttons with aria-expanded and
// aria-controls; a panel's Close button, activating its item again or Escape inside it close it,
// and focus goes back to its item.
import { NONE, nextOpen, panelForHash, shownPanels } from './helper-rules';

export type Helper = {
	toggle: ( index: number ) => void;
	readonly open: number;
	destroy: () => void;
};

function asButton(
	link: HTMLAnchorElement,
	className: string
): HTMLButtonElement {
	const button = link.ownerDocument.createElement( 'button' );
	button.type = 'button';
	button.className = className;
	button.textContent = link.textContent;
	link.replaceWith( button );
	return button;
}

export function createHelper(
	root: HTMLElement,
	hash: string = window.location.hash
): Helper | null {
	const links = Array.from(
		root.querySelectorAll< HTMLAnchorElement >(
			':scope > .stagecraft-helper__links a.stagecraft-helper__link'
		)
	);
	const panels = Array.from(
		root.querySelectorAll< HTMLElement >(
			':scope > .stagecraft-helper__panel'
		)
	);
	if ( links.length === 0 || links.length !== panels.length ) {
		return null;
	}
	const buttons = links.map( ( link, i ) => {
		const button = asButton( link, 'stagecraft-helper__link' );
		button.setAttribute( 'aria-expanded', 'false' );
		button.setAttribute( 'aria-controls', panels[ i ].id );
		return button;
	} );
	const closers = panels.map( ( panel ) => {
		const close = panel.querySelector< HTMLAnchorElement >(
			':scope > a.stagecraft-helper__close'
		);
		return close ? asButton( close, 'stagecraft-helper__close' ) : null;
	} );
	let open = NONE;

	function show( next: number ) {
		open = next;
		shownPanels( next, panels.length ).forEach( ( on, i ) => {
			panels[ i ].hidden = ! on;
			buttons[ i ].setAttribute( 'aria-expanded', String( on ) );
		} );
		root.classList.toggle( 'is-open', next !== NONE );
	}

	function toggle( index: number ) {
		show( nextOpen( open, index ) );
	}

	function closeAndReturn() {
		const was = open;
		show( NONE );
		buttons[ was ]?.focus();
	}

	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const button = target?.closest( 'button' );
		if ( ! button ) {
			return;
		}
		const at = buttons.indexOf( button as HTMLButtonElement );
		if ( at > -1 ) {
			toggle( at );
		} else if ( closers.includes( button as HTMLButtonElement ) ) {
			closeAndReturn();
		}
	};
	const onKeydown = ( event: KeyboardEvent ) => {
		if (
			event.key === 'Escape' &&
			open !== NONE &&
			event.target instanceof Node &&
			( panels[ open ].contains( event.target ) ||
				buttons[ open ] === event.target )
		) {
			event.preventDefault();
			closeAndReturn();
		}
	};

	root.classList.add( 'is-ready' );
	show(
		panelForHash(
			hash,
			panels.map( ( p ) => p.id )
		)
	);
	root.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKeydown );
	return {
		toggle,
		get open() {
			return open;
		},
		destroy() {
			root.removeEventListener( 'click', onClick );
			root.removeEventListener( 'keydown', onKeydown );
		},
	};
}
