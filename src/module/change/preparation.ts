/** Slide prepare status of spec section 4. */
export type PrepareStatus = 'unset' | 'preparing' | true;

export interface Preparation {
	status: ( index: number ) => PrepareStatus;
	/** Asks for slides to be drawn (their layers and images), without waiting. */
	prepare: ( indexes: readonly number[] ) => void;
	/** Resolves once the slide is drawn; asks for it first when needed. */
	ensure: ( index: number ) => Promise< void >;
	/** Called by the renderer once a slide's layers are in the DOM. */
	markPrepared: ( index: number ) => void;
	subscribe: ( listener: () => void ) => () => void;
	/** Changes whenever a status does (for useSyncExternalStore). */
	version: () => number;
	destroy: () => void;
}

/**
 * Which slides are drawn. Only prepared slides render their layers and
 * images, so a module of a thousand slides mounts a thousand empty shells
 * and draws the current slide and its neighbours; a change to any other
 * slide prepares it first.
 *
 * @param count   Number of slides.
 * @param initial Slides drawn from the start (the first slide).
 */
export function createPreparation(
	count: number,
	initial: readonly number[]
): Preparation {
	const statuses: PrepareStatus[] = Array.from(
		{ length: count },
		() => 'unset'
	);
	initial.forEach( ( index ) => {
		if ( index >= 0 && index < count ) {
			statuses[ index ] = 'preparing';
		}
	} );
	const listeners = new Set< () => void >();
	const waiting = new Map< number, Array< () => void > >();
	let version = 0;

	const notify = () => {
		version++;
		listeners.forEach( ( listener ) => listener() );
	};

	const preparation: Preparation = {
		status: ( index ) => statuses[ index ] ?? 'unset',
		prepare( indexes ) {
			let changed = false;
			for ( const index of indexes ) {
				if ( statuses[ index ] === 'unset' ) {
					statuses[ index ] = 'preparing';
					changed = true;
				}
			}
			if ( changed ) {
				notify();
			}
		},
		ensure( index ) {
			if ( statuses[ index ] === true || index < 0 || index >= count ) {
				return Promise.resolve();
			}
			return new Promise( ( resolve ) => {
				waiting.set( index, [
					...( waiting.get( index ) ?? [] ),
					resolve,
				] );
				preparation.prepare( [ index ] );
			} );
		},
		markPrepared( index ) {
			if ( statuses[ index ] === true ) {
				return;
			}
			// Drawn already: the renderer needs no new snapshot.
			statuses[ index ] = true;
			waiting.get( index )?.forEach( ( resolve ) => resolve() );
			waiting.delete( index );
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		version: () => version,
		destroy() {
			listeners.clear();
			// Nobody waits forever on a slide that will never be drawn.
			waiting.forEach( ( list ) =>
				list.forEach( ( resolve ) => resolve() )
			);
			waiting.clear();
		},
	};
	return preparation;
}
