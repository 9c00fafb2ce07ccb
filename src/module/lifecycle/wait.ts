import { createEventStore } from '../events/store';
import type { EventStore } from '../events/store';

/** Spec section 9: the container wait polls every 19 ms until the counter passes 100. */
export const CONTAINER_POLL_INTERVAL = 19;
export const CONTAINER_POLL_LIMIT = 100;

/** A wait that can be dropped: destroy clears its timer and never resolves it. */
export interface Wait< T > {
	promise: Promise< T >;
	destroy: () => void;
}

export interface PollOptions {
	/** Milliseconds to the next try; may change between tries. */
	interval: number | ( () => number );
	/** The wait gives up once the try counter passes this. */
	limit: number;
	/** The module's event store (the tries are its timers). */
	store?: EventStore;
}

/**
 * Tries at once, then again every interval, until the test passes (resolves
 * true) or the counter passes the limit (resolves false).
 *
 * @param test    Whether the wait is over.
 * @param options Interval and limit.
 */
export function pollUntil(
	test: () => boolean,
	options: PollOptions
): Wait< boolean > {
	const events = options.store ? options.store.scope() : createEventStore();
	let counter = 0;
	const promise = new Promise< boolean >( ( resolve ) => {
		const attempt = () => {
			if ( test() ) {
				resolve( true );
				return;
			}
			if ( ++counter > options.limit ) {
				resolve( false );
				return;
			}
			const { interval } = options;
			events.timeout(
				attempt,
				typeof interval === 'number' ? interval : interval()
			);
		};
		attempt();
	} );
	return {
		promise,
		destroy: () => events.clear(),
	};
}

/**
 * Waits for the module's container (the stage its slides render into); when
 * it is not there in time, says so (spec section 8) and resolves null.
 *
 * @param root     The module element.
 * @param selector The container inside it.
 * @param alias    Named in the message.
 * @param store    The module's event store.
 */
export function waitForContainer(
	root: HTMLElement,
	selector: string,
	alias: string,
	store?: EventStore
): Wait< HTMLElement | null > {
	const find = () => root.querySelector< HTMLElement >( selector );
	const wait = pollUntil( () => find() !== null, {
		interval: CONTAINER_POLL_INTERVAL,
		limit: CONTAINER_POLL_LIMIT,
		store,
	} );
	return {
		promise: wait.promise.then( ( found ) => {
			if ( ! found ) {
				// eslint-disable-next-line no-console
				console.warn(
					`Stagecraft: the container of ${ alias } was not found in time`
				);
			}
			return find();
		} ),
		destroy: wait.destroy,
	};
}

const reported = new Set< string >();

/**
 * Logs, once per module, a parent element with a 0px width or height
 * (spec sections 5 and 8). A parent that is not laid out at all (display:
 * none, or no layout engine) has no box to measure and is not reported.
 *
 * @param root  The module element.
 * @param alias Named in the message.
 * @return Whether it was reported now.
 */
export function reportZeroParent( root: HTMLElement, alias: string ): boolean {
	const parent = root.parentElement;
	if (
		! parent ||
		reported.has( alias ) ||
		parent.getClientRects().length === 0
	) {
		return false;
	}
	const { width, height } = parent.getBoundingClientRect();
	const zero = [ width === 0 && 'width', height === 0 && 'height' ].filter(
		Boolean
	);
	if ( zero.length === 0 ) {
		return false;
	}
	reported.add( alias );
	// eslint-disable-next-line no-console
	console.warn(
		`Stagecraft: the parent element of ${ alias } has a 0px ${ zero.join(
			' and '
		) }`
	);
	return true;
}
