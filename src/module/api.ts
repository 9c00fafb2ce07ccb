import { rethrowLater } from './events/rethrow';
import { MODULE_EVENTS } from './events/types';
import type { ModuleEventName } from './events/types';
import type { ModuleHandle, ModuleState } from './types';

/** Module version string of spec section 9. */
export const VERSION = '7.0.0';

export interface StateChangeEvent {
	alias: string;
	state: ModuleState;
	/** True from 'prepared' on when the data was migrated from a legacy format. */
	migrated: boolean;
	module: ModuleHandle;
}

export type StateListener = ( event: StateChangeEvent ) => void;
export type ApiEvent = 'statechange';

/** Opens and closes modules as pop-up modals (src/module/modal, loaded on demand). */
export interface ModalHost {
	open: ( alias: string, slide?: number ) => Promise< boolean >;
	close: ( alias?: string ) => void;
}

export interface StagecraftApi {
	readonly version: string;
	/** The names of every module and layer event (also DOM events as stagecraft:<name>). */
	readonly events: readonly ModuleEventName[];
	/** Resolves once the module with this alias or id runs, however late it registers. */
	ready: ( idOrAlias: string | number ) => Promise< ModuleHandle >;
	get: ( idOrAlias: string | number ) => ModuleHandle | undefined;
	on: ( event: ApiEvent, listener: StateListener ) => void;
	off: ( event: ApiEvent, listener: StateListener ) => void;
	/** For runtimes: reports a module's current state. */
	notify: ( module: ModuleHandle ) => void;
	/** For runtimes: drops a destroyed module. */
	forget: ( module: ModuleHandle ) => void;
	/** Opens the module with this alias as a modal (spec section 2); false when it cannot. */
	openModal: ( alias: string, slide?: number ) => Promise< boolean >;
	/** Closes that modal, or the open one. */
	closeModal: ( alias?: string ) => void;
	/** For runtimes: the modal host (the module view script sets it). */
	modals?: ModalHost;
}

declare global {
	interface Window {
		/**
		 * Installed by the module view script; pages without a module have none,
		 * so code outside that script should check before use.
		 */
		Stagecraft: StagecraftApi;
	}
}

export function createApi(): StagecraftApi {
	const modules = new Map< string, ModuleHandle >();
	const waiters = new Map< string, Array< ( m: ModuleHandle ) => void > >();
	const listeners: Record< ApiEvent, Set< StateListener > > = {
		statechange: new Set(),
	};

	// An alias, or a database id (number or digits): ids are looked up among the registered.
	function find( key: string | number ): ModuleHandle | undefined {
		const byAlias = modules.get( String( key ) );
		if ( byAlias ) {
			return byAlias;
		}
		return [ ...modules.values() ].find(
			( module ) => module.id > 0 && String( module.id ) === String( key )
		);
	}

	function matches( module: ModuleHandle, key: string ) {
		return module.alias === key || String( module.id ) === key;
	}

	const api: StagecraftApi = {
		version: VERSION,
		events: MODULE_EVENTS,
		openModal: ( alias, slide ) =>
			api.modals?.open( alias, slide ) ?? Promise.resolve( false ),
		closeModal: ( alias ) => api.modals?.close( alias ),
		ready( idOrAlias ) {
			const known = find( idOrAlias );
			if ( known?.state === 'run' ) {
				return Promise.resolve( known );
			}
			const key = String( idOrAlias );
			return new Promise( ( resolve ) => {
				waiters.set( key, [
					...( waiters.get( key ) ?? [] ),
					resolve,
				] );
			} );
		},
		get: ( idOrAlias ) => find( idOrAlias ),
		on( event, listener ) {
			listeners[ event ].add( listener );
		},
		off( event, listener ) {
			listeners[ event ].delete( listener );
		},
		notify( module ) {
			const { alias, state, migrated } = module;
			modules.set( alias, module );
			for ( const listener of [ ...listeners.statechange ] ) {
				try {
					listener( { alias, state, migrated, module } );
				} catch ( error ) {
					rethrowLater( error );
				}
			}
			if ( state === 'run' ) {
				for ( const [ key, resolvers ] of [ ...waiters ] ) {
					if ( matches( module, key ) ) {
						resolvers.forEach( ( resolve ) => resolve( module ) );
						waiters.delete( key );
					}
				}
			}
		},
		forget( module ) {
			if ( modules.get( module.alias ) === module ) {
				modules.delete( module.alias );
			}
		},
	};
	return api;
}

type GlobalTarget = { Stagecraft?: unknown };

function isApi( value: unknown ): value is StagecraftApi {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	return [ 'ready', 'get', 'on', 'off', 'notify', 'forget' ].every(
		( key ) =>
			typeof ( value as Record< string, unknown > )[ key ] === 'function'
	);
}

/**
 * Returns the page's window.Stagecraft, creating it only once, so every bundle
 * on the page shares one registry.
 *
 * @param target The global object to install on.
 */
export function installApi( target: GlobalTarget = window ): StagecraftApi {
	if ( isApi( target.Stagecraft ) ) {
		return target.Stagecraft;
	}
	const api = createApi();
	target.Stagecraft = api;
	return api;
}
