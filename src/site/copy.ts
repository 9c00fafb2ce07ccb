// Copy-link and copy-code helpers (spec site.md sections 2, 9): the Clipboard API copies, a
// status line confirms for 2000 ms; when the browser refuses (no permission, no secure context)
// the text is selected instead and the status says how to copy it by hand.
import { __ } from '@wordpress/i18n';

/** Spec section 9: copy confirmations disappear after 2000 ms. */
export const COPY_CONFIRM_MS = 2000;

export type CopyButton = { destroy: () => void };

export interface CopyOptions {
	/** What to copy, read at click time. */
	text: () => string;
	/** Selects the text on the page, for copying by hand. */
	select: () => void;
	/** Where the confirmation shows (a role="status" element). */
	status: HTMLElement;
	/** The confirmation after copying. */
	copied: string;
	writeText?: ( text: string ) => Promise< void >;
	setTimeout?: ( run: () => void, ms: number ) => number;
	clearTimeout?: ( id: number ) => void;
}

const byHand = () =>
	/Mac|iPhone|iPad/.test( navigator.platform )
		? __( 'Selected: press ⌘C to copy.', 'stagecraft' )
		: __( 'Selected: press Ctrl+C to copy.', 'stagecraft' );

/**
 * Wires one copy button.
 *
 * @param button  The button.
 * @param options What to copy and where to confirm it.
 */
export function createCopyButton(
	button: HTMLElement,
	options: CopyOptions
): CopyButton {
	const write =
		options.writeText ??
		( ( text: string ) =>
			navigator.clipboard
				? navigator.clipboard.writeText( text )
				: Promise.reject( new Error( 'no clipboard' ) ) );
	const later =
		options.setTimeout ?? ( ( run, ms ) => window.setTimeout( run, ms ) );
	const cancel =
		options.clearTimeout ?? ( ( id ) => window.clearTimeout( id ) );
	let timer = 0;

	function say( text: string ) {
		cancel( timer );
		options.status.textContent = text;
		timer = later( () => {
			options.status.textContent = '';
		}, COPY_CONFIRM_MS );
	}

	async function onClick() {
		try {
			await write( options.text() );
			say( options.copied );
		} catch {
			options.select();
			say( byHand() );
		}
	}

	// Without the script the button could do nothing, so the server hides it.
	button.hidden = false;
	button.addEventListener( 'click', onClick );
	return {
		destroy() {
			cancel( timer );
			button.removeEventListener( 'click', onClick );
		},
	};
}

/**
 * Selects an element's text (a code block's).
 *
 * @param el The element.
 */
export function selectContents( el: Element ): void {
	const selection = el.ownerDocument.getSelection();
	const range = el.ownerDocument.createRange();
	range.selectNodeContents( el );
	selection?.removeAllRanges();
	selection?.addRange( range );
}

/**
 * Wires the copy helpers in a part of the page: copy-link blocks and code blocks with the
 * "copy button" style.
 *
 * @param scope Where to look.
 */
export function mountCopyHelpers( scope: ParentNode = document ): CopyButton[] {
	const buttons: CopyButton[] = [];
	scope
		.querySelectorAll< HTMLElement >( '.stagecraft-copy-link' )
		.forEach( ( root ) => {
			const button = root.querySelector< HTMLElement >( 'button' );
			const field = root.querySelector< HTMLInputElement >( 'input' );
			const status =
				root.querySelector< HTMLElement >( '[role="status"]' );
			if ( button && field && status ) {
				buttons.push(
					createCopyButton( button, {
						text: () => field.value,
						select: () => field.select(),
						status,
						copied: __( 'Link copied', 'stagecraft' ),
					} )
				);
			}
		} );
	scope
		.querySelectorAll< HTMLElement >( '.stagecraft-copy-code' )
		.forEach( ( root ) => {
			const button = root.querySelector< HTMLElement >( 'button' );
			const code = root.querySelector< HTMLElement >( 'code' );
			const status =
				root.querySelector< HTMLElement >( '[role="status"]' );
			if ( button && code && status ) {
				buttons.push(
					createCopyButton( button, {
						text: () => code.textContent ?? '',
						select: () => selectContents( code ),
						status,
						copied: __( 'Code copied', 'stagecraft' ),
					} )
				);
			}
		} );
	return buttons;
}
