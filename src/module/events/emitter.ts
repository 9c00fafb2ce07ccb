import type {
	ModuleEventHandler,
	ModuleEventName,
	ModuleEvents,
} from './types';
import { rethrowLater } from './rethrow';

export interface Emitter {
	on: < K extends ModuleEventName >(
		event: K,
		handler: ModuleEventHandler< K >
	) => void;
	off: < K extends ModuleEventName >(
		event: K,
		handler: ModuleEventHandler< K >
	) => void;
	once: < K extends ModuleEventName >(
		event: K,
		handler: ModuleEventHandler< K >
	) => void;
	emit: < K extends ModuleEventName >(
		event: K,
		detail: ModuleEvents[ K ]
	) => void;
	/** Whether an API handler listens (for events too frequent to send unasked). */
	has: ( event: ModuleEventName ) => boolean;
	destroy: () => void;
}

// Handlers are stored untyped per name; on() and emit() keep the pairs matched.
type AnyHandler = ( detail: never ) => void;

/**
 * Module events for API handlers, also dispatched as `stagecraft:<event>`
 * DOM CustomEvents on the module element so pages can listen without the API.
 *
 * @param target The module element.
 */
export function createEmitter( target: HTMLElement ): Emitter {
	const handlers = new Map< ModuleEventName, Set< AnyHandler > >();
	const onceWrappers = new Map< AnyHandler, AnyHandler >();

	function setOf( event: ModuleEventName ) {
		let set = handlers.get( event );
		if ( ! set ) {
			set = new Set();
			handlers.set( event, set );
		}
		return set;
	}

	const emitter: Emitter = {
		on( event, handler ) {
			setOf( event ).add( handler as AnyHandler );
		},
		off( event, handler ) {
			const wrapper = onceWrappers.get( handler as AnyHandler );
			setOf( event ).delete( wrapper ?? ( handler as AnyHandler ) );
			onceWrappers.delete( handler as AnyHandler );
		},
		once( event, handler ) {
			const wrapper: ModuleEventHandler< typeof event > = ( detail ) => {
				emitter.off( event, handler );
				handler( detail );
			};
			onceWrappers.set( handler as AnyHandler, wrapper as AnyHandler );
			setOf( event ).add( wrapper as AnyHandler );
		},
		emit( event, detail ) {
			for ( const handler of [ ...setOf( event ) ] ) {
				try {
					( handler as ModuleEventHandler< typeof event > )( detail );
				} catch ( error ) {
					rethrowLater( error );
				}
			}
			target.dispatchEvent(
				new CustomEvent( `stagecraft:${ event }`, {
					detail,
					bubbles: true,
				} )
			);
		},
		has: ( event ) => ( handlers.get( event )?.size ?? 0 ) > 0,
		destroy() {
			handlers.clear();
			onceWrappers.clear();
		},
	};
	return emitter;
}
