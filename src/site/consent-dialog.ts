// The consent dialog: a modal <dialog> with tabs (WAI-ARIA APG tabs, automatic activation) and
// four actions of equal weight. Markup comes from blocks/consent/render.php.
//
// It opens with focus on its heading, so Enter on arrival chooses nothing. Escape keeps what is
// recorded; with nothing recorded yet it records "Deny" (the defaults: necessary cookies only),
// so the dialog never closes without a stored answer and never asks again on the next page.
import {
	CONSENT_CLOSE_MS,
	CONSENT_DAYS,
	categoryAllowed,
	flagsFor,
	gtag,
	parseConsent,
	serialiseConsent,
} from './consent';
import type { ConsentAction, ConsentFlags } from './consent';
import { afterPaint } from '../loaders/after-paint';
import { CONSENT_COOKIE, CONSENT_OPENING } from './consent-pending';
import { positiveNumber, readCookie, writeCookie } from './cookies';
import { dialogStack } from './dialog-stack';
import { createFocusTrap } from './focus-trap';
import { createTabs } from './tabs';

/** How a choice was made: one of the dialog's buttons, Escape, or a script through `choose`. */
export type ConsentVia = 'button' | 'escape' | 'api';

export type ConsentDialog = {
	open: () => void;
	close: () => void;
	choose: ( action: ConsentAction, via?: ConsentVia ) => ConsentFlags;
	flags: () => ConsentFlags | null;
	destroy: () => void;
};

/**
 * Runs scripts held back as type="text/plain" data-category="…" once their category is allowed.
 * @param flags
 * @param root
 */
export function releaseScripts(
	flags: ConsentFlags,
	root: ParentNode = document
): number {
	let released = 0;
	root.querySelectorAll< HTMLScriptElement >(
		'script[type="text/plain"][data-category]'
	).forEach( ( held ) => {
		if ( ! categoryAllowed( held.dataset.category ?? '', flags ) ) {
			return;
		}
		// A script only runs when inserted as a new element with an executable type.
		const script = document.createElement( 'script' );
		Array.from( held.attributes ).forEach( ( attr ) => {
			if ( attr.name !== 'type' ) {
				script.setAttribute( attr.name, attr.value );
			}
		} );
		script.dataset.consentReleased = '1';
		script.text = held.text;
		held.replaceWith( script );
		released++;
	} );
	return released;
}

export function createConsentDialog( root: HTMLElement ): ConsentDialog {
	const dialog = root.querySelector< HTMLDialogElement >( 'dialog' );
	if ( ! dialog ) {
		throw new Error( 'stagecraft consent: dialog markup missing' );
	}
	const cookie = root.dataset.cookie || CONSENT_COOKIE;
	const days = positiveNumber( root.dataset.days, CONSENT_DAYS );
	const revision = positiveNumber( root.dataset.revision, 1 );
	const tabs = createTabs(
		dialog.querySelector< HTMLElement >( '[role="tablist"]' )
	);
	const trap = createFocusTrap( dialog, () => dismiss() );
	const heading = dialog.querySelector< HTMLElement >(
		'.stagecraft-consent__title'
	);
	if ( heading && ! heading.hasAttribute( 'tabindex' ) ) {
		heading.tabIndex = -1;
	}
	const status = root.querySelector< HTMLElement >( '[data-consent-status]' );
	let closeTimer = 0;
	let stored = parseConsent( readCookie( cookie ), revision );

	const box = ( name: string ) =>
		dialog.querySelector< HTMLInputElement >(
			`input[data-consent-category="${ name }"]`
		)?.checked ?? false;
	const setCustomizing = ( on: boolean ) => {
		dialog
			.querySelectorAll< HTMLElement >(
				'[data-consent-action="allow-selected"]'
			)
			.forEach( ( b ) => ( b.hidden = ! on ) );
		dialog
			.querySelectorAll< HTMLElement >(
				'[data-consent-action="customize"]'
			)
			.forEach( ( b ) => ( b.hidden = on ) );
	};

	function open() {
		window.clearTimeout( closeTimer );
		setCustomizing( false );
		// Show the visitor's current choice when they come back to change it.
		dialog
			?.querySelectorAll< HTMLInputElement >(
				'input[data-consent-category]'
			)
			.forEach( ( input ) => {
				input.checked = stored
					? categoryAllowed(
							input.dataset.consentCategory ?? '',
							stored.flags
						)
					: false;
			} );
		tabs?.select( 0, false );
		if ( dialog && ! dialog.open ) {
			dialog.showModal();
		}
		root.classList.add( 'is-open' );
		if ( status ) {
			status.textContent = '';
		}
		// The heading, not a choice: a visitor reads what is asked before answering.
		trap.activate( heading );
	}
	function close() {
		window.clearTimeout( closeTimer );
		root.classList.remove( 'is-open' );
		dialog?.close();
		trap.deactivate( true );
	}
	function dismiss() {
		if ( stored ) {
			close();
		} else {
			choose( 'deny', 'escape' );
		}
	}
	function choose(
		action: ConsentAction,
		via: ConsentVia = 'api'
	): ConsentFlags {
		const flags = flagsFor( action, {
			analytics: box( 'analytics' ),
			marketing: box( 'marketing' ),
		} );
		stored = { flags, revision };
		writeCookie( cookie, serialiseConsent( stored ), days );
		gtag( 'consent', 'update', { ...flags } );
		releaseScripts( flags );
		root.dispatchEvent(
			new CustomEvent( 'stagecraft:consent', {
				bubbles: true,
				detail: { action, flags, via },
			} )
		);
		// The dialog goes away: say what was kept, for screen readers (Escape especially).
		if ( status ) {
			status.textContent =
				status.dataset[
					`message${ action === 'deny' ? 'Deny' : 'Saved' }`
				] ?? '';
		}
		root.classList.remove( 'is-open' );
		window.clearTimeout( closeTimer );
		closeTimer = window.setTimeout( close, CONSENT_CLOSE_MS );
		return flags;
	}

	const onClick = ( event: MouseEvent ) => {
		const button =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( '[data-consent-action]' )
				: null;
		const action = button?.dataset.consentAction;
		if ( action === 'customize' ) {
			setCustomizing( true );
			tabs?.select( 1, true );
		} else if (
			action === 'allow-all' ||
			action === 'allow-selected' ||
			action === 'deny'
		) {
			choose( action, 'button' );
		}
	};
	// Native Escape handling would close without a choice and skip the focus return.
	const onCancel = ( event: Event ) => {
		event.preventDefault();
		if ( dialog.open && root.classList.contains( 'is-open' ) ) {
			dismiss();
		}
	};
	const onOpenLink = ( event: MouseEvent ) => {
		const link =
			event.target instanceof Element
				? event.target.closest( '[data-stagecraft-consent-open]' )
				: null;
		if ( link ) {
			event.preventDefault();
			open();
		}
	};

	dialog.addEventListener( 'click', onClick );
	dialog.addEventListener( 'cancel', onCancel );
	document.addEventListener( 'click', onOpenLink );
	let destroyed = false;
	if ( stored ) {
		releaseScripts( stored.flags );
	} else {
		// Opened in a task of its own, once the page could paint: opening it (the top layer,
		// the focus) in the mount task held back the paint of the page's largest image. Popups
		// wait for it meanwhile, as for an open dialog.
		let opening = true;
		dialogStack().addGate( CONSENT_OPENING, () => opening );
		afterPaint().then( () => {
			opening = false;
			// Opened already by its link, answered meanwhile, or taken down: nothing to do.
			if (
				! destroyed &&
				! stored &&
				! root.classList.contains( 'is-open' )
			) {
				open();
			}
			dialogStack().flush();
		} );
	}
	// Popups that waited for this dialog to decide (consent-pending.ts) may go now, or after it.
	dialogStack().flush();

	return {
		open,
		close,
		choose,
		flags: () => stored?.flags ?? null,
		destroy() {
			destroyed = true;
			window.clearTimeout( closeTimer );
			trap.destroy();
			tabs?.destroy();
			dialog.removeEventListener( 'click', onClick );
			dialog.removeEventListener( 'cancel', onCancel );
			document.removeEventListener( 'click', onOpenLink );
		},
	};
}
