import type { EventStore } from '../events/store';
import { HASH_DELAY_MS, parseTriggers } from './triggers';

/** What the server prints on a modal's markup (data-stagecraft-modal). */
export interface ModalPageSettings {
	trigger?: string;
	oneTime?: boolean;
	/** One-time cookie duration in hours. */
	cookie?: number;
	cover?: boolean;
	title?: string;
}

/**
 * Starts a modal's triggers (spec section 2); each calls `open` (with the
 * slide an event names) and a trigger fires once.
 *
 * @param alias    The module alias (the hash trigger matches it).
 * @param settings The modal's page settings.
 * @param store    Listeners and timers.
 * @param open     Opens the modal.
 */
export function watchTriggers(
	alias: string,
	settings: ModalPageSettings,
	store: EventStore,
	open: ( slide?: number ) => void
): void {
	const { win, doc } = store;
	for ( const trigger of parseTriggers( settings.trigger ) ) {
		switch ( trigger.kind ) {
			case 'delay':
				store.timeout( () => open(), trigger.ms );
				break;
			case 'scroll':
			case 'element': {
				// The element trigger fires half-way up the viewport (spec section 9).
				const passed = () => {
					if ( trigger.kind === 'scroll' ) {
						return win.scrollY >= trigger.offset;
					}
					const el = doc.getElementById( trigger.id );
					return (
						!! el &&
						el.getBoundingClientRect().top <= win.innerHeight / 2
					);
				};
				const check = () => {
					if ( passed() ) {
						stop();
						open();
					}
				};
				const stop = store.on( win, 'scroll', check, {
					passive: true,
				} );
				check();
				break;
			}
			case 'event':
				store.on( doc, trigger.name, () => open( trigger.slide ) );
				break;
			case 'hash': {
				const check = () => {
					if (
						decodeURIComponent( win.location.hash.slice( 1 ) ) ===
						alias
					) {
						store.timeout( () => open(), HASH_DELAY_MS );
					}
				};
				store.on( win, 'hashchange', check );
				check();
				break;
			}
		}
	}
}
