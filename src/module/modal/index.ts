import { dialogStack } from '../../site/dialog-stack';
import type { ModalRegistration } from '../../schema/modal';
import type { StagecraftApi } from '../api';
import { createEventStore } from '../events/store';
import { readPageConfig } from '../load/config';
import { loadModalSettings } from '../load/modal';
import shapes from '../normalise/shapes/modal.generated.json';
import { shapeReader } from '../normalise/shape';
import type { ModuleHandle } from '../types';
import { markSeen, seenOnce } from './cookie';
import { createModalDialog } from './dialog';
import type { ModalDialog } from './dialog';
import { watchTriggers } from './watch';
import type { ModalPageSettings } from './watch';

// By the generated shapes of the zod schemas: the visitor's page carries no zod.
const readShape = shapeReader( shapes );

export { parseTriggers, formatTriggers } from './triggers';

/** Modal states of spec section 4. */
export type ModalState =
	'closed' | 'requested' | 'loading' | 'open' | 'closing';

/** Dispatched on the document at each state change, with { alias, state }. */
export const MODAL_STATE_EVENT = 'stagecraft:modal';

interface Entry {
	alias: string;
	id: number;
	root?: HTMLElement;
	settings: ModalPageSettings;
	state: ModalState;
	dialog?: ModalDialog;
	handle?: ModuleHandle;
}

export interface ModalsOptions {
	api: StagecraftApi;
	/** Runs a module in the given root at once (createModule, eager). */
	mount: ( root: HTMLElement ) => ModuleHandle;
	doc?: Document;
}

export interface Modals {
	open: ( alias: string, slide?: number ) => Promise< boolean >;
	close: ( alias?: string ) => void;
	/** A modal the server rendered (data-stagecraft-modal): its triggers start. */
	register: ( root: HTMLElement ) => void;
	state: ( alias: string ) => ModalState;
	destroy: () => void;
}

const conflictWarning = ( alias: string ) =>
	`Stagecraft: the module "${ alias }" is already on this page as a normal element, so it cannot open as a modal. Avoid placing it on the page twice, or set Pop Up (the modal type) in its module settings.`;

function readSettings( root: HTMLElement ): ModalPageSettings {
	try {
		const value: unknown = JSON.parse(
			root.dataset.stagecraftModal || '{}'
		);
		return typeof value === 'object' && value !== null
			? ( value as ModalPageSettings )
			: {};
	} catch {
		return {};
	}
}

/**
 * Modules as pop-up modals (spec sections 2, 4 and 7): registered by alias,
 * opened by their triggers or by actions and the API; opening fetches the
 * modal settings (get_modal_settings) and runs the module inside the dialog.
 *
 * @param options The page's API and how a module is run.
 */
export function createModals( options: ModalsOptions ): Modals {
	const doc = options.doc ?? document;
	const store = createEventStore( doc.defaultView ?? window );
	const entries = new Map< string, Entry >();
	const stack = dialogStack( store.win );

	function entryOf( alias: string ): Entry {
		let entry = entries.get( alias );
		if ( ! entry ) {
			entry = { alias, id: 0, settings: {}, state: 'closed' };
			entries.set( alias, entry );
		}
		return entry;
	}

	function setState( entry: Entry, state: ModalState ) {
		entry.state = state;
		if ( entry.root ) {
			entry.root.dataset.modalState = state;
		}
		if ( entry.dialog ) {
			entry.dialog.element.dataset.modalState = state;
		}
		doc.dispatchEvent(
			new CustomEvent( MODAL_STATE_EVENT, {
				detail: { alias: entry.alias, state },
			} )
		);
	}

	// The same module as a normal element of the page (spec section 4).
	function conflicts( entry: Entry ) {
		return Array.from(
			doc.querySelectorAll< HTMLElement >(
				'.stagecraft-module[data-stagecraft-alias]'
			)
		).some(
			( el ) =>
				el.dataset.stagecraftAlias === entry.alias &&
				el !== entry.root &&
				el.dataset.stagecraftModal === undefined
		);
	}

	function rootOf( entry: Entry ) {
		if ( entry.root ) {
			return entry.root;
		}
		const root = doc.createElement( 'div' );
		root.className = 'stagecraft-module';
		root.dataset.stagecraftAlias = entry.alias;
		root.dataset.alias = entry.alias;
		root.dataset.stagecraftModal = '';
		const stage = doc.createElement( 'div' );
		stage.className = 'stagecraft-module__stage';
		root.append( stage );
		entry.root = root;
		return root;
	}

	async function registration( entry: Entry ): Promise< ModalRegistration > {
		const config = readPageConfig();
		const reply = await loadModalSettings(
			{ id: entry.id, alias: entry.alias },
			{
				via:
					entry.root?.dataset.stagecraftSource === 'ajax'
						? 'ajax'
						: 'rest',
				config,
			}
		);
		entry.id = Number( reply.id ) || entry.id;
		// The reply's speed is in seconds (spec section 9), the registration's in ms.
		const read = readShape< ModalRegistration >( 'modalRegistration', {
			alias: entry.alias,
			id: entry.id,
			speed: reply.sp * 1000,
			bg: reply.bg,
			pS: reply.pS,
			h: reply.h,
			v: reply.v,
		} );
		if ( ! read.success ) {
			throw new Error( read.error );
		}
		return read.data;
	}

	async function open( alias: string, slide?: number ): Promise< boolean > {
		const entry = entryOf( alias );
		if ( entry.state === 'open' ) {
			if ( slide ) {
				entry.handle?.goTo( slide - 1 );
			}
			return true;
		}
		if ( entry.state !== 'closed' ) {
			return false;
		}
		if ( conflicts( entry ) ) {
			// eslint-disable-next-line no-console
			console.warn( conflictWarning( alias ) );
			return false;
		}
		setState( entry, 'requested' );
		setState( entry, 'loading' );
		let reg: ModalRegistration;
		try {
			reg = await registration( entry );
		} catch {
			// eslint-disable-next-line no-console
			console.error( `${ alias } Could not be Loaded from DB` );
			setState( entry, 'closed' );
			return false;
		}
		const root = rootOf( entry );
		entry.dialog ??= createModalDialog( root, {
			registration: reg,
			label:
				entry.settings.title ||
				root.getAttribute( 'aria-label' ) ||
				alias,
			cover: entry.settings.cover !== false,
			onClose: () => close( alias ),
			timeout: ( run, ms ) => store.timeout( run, ms ),
		} );
		root.hidden = false;
		entry.dialog.show();
		entry.handle ??= options.mount( root );
		entry.handle.play();
		setState( entry, 'open' );
		void options.api.ready( alias ).then( ( handle ) => {
			// The running module names its region by its title: the dialog takes that name.
			entry.dialog?.label( root.getAttribute( 'aria-label' ) || alias );
			if ( slide ) {
				handle.goTo( slide - 1 );
			}
		} );
		return true;
	}

	function close( alias?: string ) {
		const entry = alias
			? entries.get( alias )
			: [ ...entries.values() ].find( ( item ) => item.state === 'open' );
		if ( ! entry || entry.state !== 'open' || ! entry.dialog ) {
			return;
		}
		setState( entry, 'closing' );
		entry.handle?.pause();
		void entry.dialog.hide().then( () => setState( entry, 'closed' ) );
	}

	return {
		open,
		close,
		register( root ) {
			const alias = root.dataset.stagecraftAlias ?? '';
			const entry = entryOf( alias );
			if ( ! alias || entry.root ) {
				return;
			}
			entry.root = root;
			// Also says the triggers listen (tests, page scripts).
			root.dataset.modalState = entry.state;
			entry.id = Number( root.dataset.stagecraftId ) || 0;
			entry.settings = readSettings( root );
			const { oneTime, cookie } = entry.settings;
			watchTriggers( entry.alias, entry.settings, store, ( slide ) => {
				if ( oneTime && seenOnce( alias, doc ) ) {
					return;
				}
				// A trigger waits while another dialog (the consent dialog, a popup) is open.
				stack.whenFree( `stagecraft-modal-${ alias }`, () => {
					void open( alias, slide ).then( ( opened ) => {
						if ( opened && oneTime ) {
							markSeen( alias, cookie, doc );
						}
					} );
				} );
			} );
		},
		state: ( alias ) => entries.get( alias )?.state ?? 'closed',
		destroy() {
			store.clear();
			entries.forEach( ( entry ) => {
				entry.handle?.destroy();
				entry.dialog?.destroy();
			} );
			entries.clear();
		},
	};
}
