// In-scenes under way, per layer: a loop starts once its layer's in-scene has ended.

/** An in-scene under way on a layer: a loop starts once it has ended. */
export interface Entering {
	ended: boolean;
	waiters?: Array< () => void >;
}

export function endEntering( entry: Entering ) {
	entry.ended = true;
	entry.waiters?.forEach( ( waiter ) => waiter() );
	entry.waiters = undefined;
}

/**
 * Runs `run` once the in-scene has ended, a microtask later (at once when there is none).
 *
 * @param entry The in-scene, if any.
 * @param run   What waits for it.
 */
export function afterEntering( entry: Entering | undefined, run: () => void ) {
	const later = () => void Promise.resolve().then( run );
	if ( ! entry || entry.ended ) {
		later();
	} else {
		( entry.waiters ??= [] ).push( later );
	}
}

/**
 * Notes a layer's in-scene as under way until `played` settles.
 *
 * @param entering The driver's in-scenes under way.
 * @param el       The layer.
 * @param played   Its in-scene.
 */
export function underWay(
	entering: Map< Element, Entering >,
	el: Element,
	played: Promise< void >
): Promise< void > {
	const entry: Entering = { ended: false };
	entering.set( el, entry );
	void played.then( () => endEntering( entry ) );
	return played;
}
