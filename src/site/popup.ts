// A popup is a modal dialog: labelled, focus trapped and returned, Escape closes. Markup comes
// from blocks/popup/render.php as a closed <dialog>, so it takes no room until it opens.
// A popup that opens on its own (start, delay, scroll, exit intent, the page's hash) waits in
// the page's dialog stack while another dialog is open or the consent dialog is about to open;
// one the visitor opens with a trigger link opens at once.
import { CONSENT_ROOT, consentPending } from './consent-pending';
import { readCookie, writeCookie } from './cookies';
import { dialogStack } from './dialog-stack';
import { createFocusTrap } from './focus-trap';
import { motion } from './motion';
import {
	armTrigger,
	isSuppressed,
	parsePopupConfig,
	popupCookieName,
	triggerError,
} from './popup-triggers';
import type { PopupConfig } from './popup-triggers';

export type Popup = {
	config: PopupConfig;
	open: () => void;
	close: () => void;
	destroy: () => void;
};

/** Length of the popup's entrance. */
export const POPUP_IN_MS = 300;

export function createPopup( dialog: HTMLDialogElement ): Popup {
	const config = parsePopupConfig( { ...dialog.dataset } );
	const stack = dialogStack();
	stack.addGate( CONSENT_ROOT, () => consentPending( document ) );
	const trap = createFocusTrap( dialog, () => close() );
	const closeButton =
		dialog.querySelector< HTMLElement >( '[data-popup-close]' );
	const timers: number[] = [];
	const suppressed = () =>
		isSuppressed( config, readCookie( popupCookieName( config.id ) ) );

	let unqueue: () => void = () => {};
	function open() {
		unqueue();
		if ( dialog.open ) {
			return;
		}
		dialog.showModal();
		// Fades and rises in with framer-motion (CSS keyframes without the script).
		motion.animate(
			dialog,
			{
				opacity: [ 0, 1 ],
				transform: [ 'translateY(12px)', 'translateY(0px)' ],
			},
			{ ms: POPUP_IN_MS }
		);
		document.documentElement.classList.toggle(
			'stagecraft-popup-blur',
			config.blur
		);
		if ( closeButton && config.closeButtonDelayMs > 0 ) {
			closeButton.hidden = true;
			timers.push(
				window.setTimeout(
					() => ( closeButton.hidden = false ),
					config.closeButtonDelayMs
				)
			);
		}
		if ( config.hideDelayMs > 0 ) {
			timers.push( window.setTimeout( close, config.hideDelayMs ) );
		}
		trap.activate(
			closeButton && ! closeButton.hidden ? closeButton : null
		);
		dialog.dispatchEvent(
			new CustomEvent( 'stagecraft:popup', {
				bubbles: true,
				detail: { id: config.id, open: true },
			} )
		);
	}
	function close() {
		if ( ! dialog.open ) {
			return;
		}
		timers.splice( 0 ).forEach( ( t ) => window.clearTimeout( t ) );
		if ( config.cookie !== 'none' ) {
			writeCookie( popupCookieName( config.id ), '1', config.cookieDays );
		}
		document.documentElement.classList.remove( 'stagecraft-popup-blur' );
		dialog.close();
		trap.deactivate( true );
		dialog.dispatchEvent(
			new CustomEvent( 'stagecraft:popup', {
				bubbles: true,
				detail: { id: config.id, open: false },
			} )
		);
	}

	const onClick = ( event: MouseEvent ) => {
		// A click on the backdrop lands on the dialog element itself.
		if (
			event.target === dialog ||
			( event.target instanceof Element &&
				event.target.closest( '[data-popup-close]' ) )
		) {
			close();
		}
	};
	const onCancel = ( event: Event ) => {
		event.preventDefault();
		close();
	};
	const openWhenFree = () => {
		unqueue = stack.whenFree( `popup:${ config.id }`, open );
	};
	// A trigger's turn may come after the visitor closed this popup in another tab: the cookie
	// still decides.
	const showOnTrigger = () => {
		unqueue = stack.whenFree( `popup:${ config.id }`, () => {
			if ( ! suppressed() ) {
				open();
			}
		} );
	};
	dialog.addEventListener( 'click', onClick );
	dialog.addEventListener( 'cancel', onCancel );
	dialog.addEventListener( 'stagecraft:popup-open', openWhenFree );
	const trigger = suppressed() ? null : armTrigger( config, showOnTrigger );

	return {
		config,
		open,
		close,
		destroy() {
			trigger?.destroy();
			unqueue();
			timers.splice( 0 ).forEach( ( t ) => window.clearTimeout( t ) );
			trap.destroy();
			dialog.removeEventListener( 'click', onClick );
			dialog.removeEventListener( 'cancel', onCancel );
			dialog.removeEventListener( 'stagecraft:popup-open', openWhenFree );
		},
	};
}

/**
 * Links and buttons with data-stagecraft-popup-open="ID" open that popup; bad ids are reported.
 * @param doc
 */
export function mountPopups( doc: Document ): {
	popups: Popup[];
	destroy: () => void;
} {
	const popups = Array.from(
		doc.querySelectorAll< HTMLDialogElement >(
			'dialog[data-stagecraft-popup]'
		)
	)
		.filter( ( d ) => ! d.dataset.stagecraftMounted )
		.map( ( d ) => {
			d.dataset.stagecraftMounted = '1';
			return createPopup( d );
		} );
	const byId = ( id: string ) => popups.find( ( p ) => p.config.id === id );
	const onClick = ( event: MouseEvent ) => {
		const el =
			event.target instanceof Element
				? event.target.closest< HTMLElement >(
						'[data-stagecraft-popup-open]'
					)
				: null;
		if ( ! el ) {
			return;
		}
		event.preventDefault();
		const id = el.dataset.stagecraftPopupOpen;
		const error = triggerError( id, ( i ) => Boolean( byId( i ) ) );
		if ( error ) {
			// eslint-disable-next-line no-console
			console.error( error );
			return;
		}
		byId( id ?? '' )?.open();
	};
	doc.addEventListener( 'click', onClick );
	const stopPrefetch = popups.length
		? motion.prefetchOnInteraction( doc )
		: () => {};
	return {
		popups,
		destroy() {
			stopPrefetch();
			doc.removeEventListener( 'click', onClick );
			popups.forEach( ( p ) => p.destroy() );
		},
	};
}
