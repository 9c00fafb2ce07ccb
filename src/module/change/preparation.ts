/**
 * Slide prepare status of spec section 4, plus 'loading': the slide's layers
 * are being fetched (a long module's slide the page did not inline).
 */
export type PrepareStatus = 'unset' | 'loading' | 'preparing' | true;

export interface Preparation {
	status: ( index: number ) => PrepareStatus;
	/**
	 * Asks for slides to be drawn ahead (their layers and images), in a later
	 * task: drawing ahead never lengthens the task that asked.
	 */
	prepare: ( indexes: readonly number[] ) => void;
	/**
	 * The scene of the current slide has played: slides held back from drawing ahead (heavier
	 * than AHEAD_LAYERS) are drawn now, in a later task.
	 */
	settle: () => void;
	/**
	 * Lets go of drawn slides outside `indexes` (the current slide and its neighbours): their
	 * layers leave the DOM and React, so what is drawn stays bounded however far a visitor goes.
	 */
	keep: ( indexes: readonly number[] ) => void;
	/** Resolves once the slide is drawn; asks for it first when needed. */
	ensure: ( index: number ) => Promise< void >;
	/** Called by the renderer once a slide's layers are in the DOM. */
	markPrepared: ( index: number ) => void;
	subscribe: ( listener: () => void ) => () => void;
	/** Changes whenever a status does (for useSyncExternalStore). */
	version: () => number;
	destroy: () => void;
}

/** Runs a function in a later task; returns how to cancel it. */
export type Schedule = ( run: () => void ) => () => void;

/**
 * Layers a slide drawn ahead while a scene plays may have: a heavier one waits until the scene has
 * played (settle), so a slide of 500 layers does not draw 1,000 more into the DOM, React and
 * memory while its own scene runs.
 */
export const AHEAD_LAYERS = 100;

/** Fetches what a slide needs before it is drawn; undefined when it has it all. */
export type LoadSlide = ( index: number ) => Promise< void > | undefined;

/**
 * Which slides are drawn. Only prepared slides render their layers and
 * images, so a module of a thousand slides mounts a thousand empty shells
 * and draws the current slide first, its neighbours in the next task; a
 * change to any other slide prepares it at once.
 *
 * @param count    Number of slides.
 * @param initial  Slides drawn from the start (the first slide).
 * @param schedule How drawing ahead waits for a later task (the module's event store).
 * @param load     Fetches a slide's layers first, when the page did not inline them.
 * @param weight   A slide's number of layers.
 */
export function createPreparation(
	count: number,
	initial: readonly number[],
	schedule: Schedule,
	load: LoadSlide = () => undefined,
	weight: ( index: number ) => number = () => 0
): Preparation {
	const statuses: PrepareStatus[] = Array.from(
		{ length: count },
		() => 'unset'
	);
	const listeners = new Set< () => void >();
	const waiting = new Map< number, Array< () => void > >();
	let version = 0;
	let cancelAhead: ( () => void ) | null = null;
	// Heavy slides asked ahead, drawn once the current scene has played.
	const held = new Set< number >();
	// Whether the current scene has played (settle), since slides were last asked ahead.
	let calm = false;

	const notify = () => {
		cancelAhead?.();
		cancelAhead = null;
		version++;
		listeners.forEach( ( listener ) => listener() );
	};
	let destroyed = false;
	// Drawn once its layers are in: at once for a slide somebody waits for.
	const loaded = ( index: number ) => {
		if ( destroyed || statuses[ index ] !== 'loading' ) {
			return;
		}
		if (
			! waiting.has( index ) &&
			! calm &&
			weight( index ) > AHEAD_LAYERS
		) {
			// Fetched heavy while a scene plays: drawn once it has played.
			statuses[ index ] = 'unset';
			held.add( index );
			return;
		}
		statuses[ index ] = 'preparing';
		if ( waiting.has( index ) ) {
			notify();
		} else if ( ! cancelAhead ) {
			cancelAhead = schedule( notify );
		}
	};
	const mark = ( indexes: readonly number[] ) => {
		let changed = false;
		for ( const index of indexes ) {
			if ( statuses[ index ] !== 'unset' ) {
				continue;
			}
			const loading = load( index );
			if ( loading ) {
				statuses[ index ] = 'loading';
				void loading.then( () => loaded( index ) );
			} else {
				statuses[ index ] = 'preparing';
				changed = true;
			}
		}
		return changed;
	};

	// The first slide is drawn at once, unless its layers are still to come.
	mark( initial.filter( ( index ) => index >= 0 && index < count ) );

	const preparation: Preparation = {
		status: ( index ) => statuses[ index ] ?? 'unset',
		prepare( indexes ) {
			calm = false;
			const light = indexes.filter( ( index ) => {
				const heavy =
					statuses[ index ] === 'unset' &&
					weight( index ) > AHEAD_LAYERS;
				if ( heavy ) {
					held.add( index );
				}
				return ! heavy;
			} );
			if ( mark( light ) && ! cancelAhead ) {
				cancelAhead = schedule( notify );
			}
		},
		settle() {
			calm = true;
			const heavy = [ ...held ];
			held.clear();
			if ( mark( heavy ) && ! cancelAhead ) {
				cancelAhead = schedule( notify );
			}
		},
		keep( indexes ) {
			const kept = new Set( indexes );
			let changed = false;
			statuses.forEach( ( status, index ) => {
				// A slide being fetched, or waited for, stays as it is.
				const drawn = status === true || status === 'preparing';
				if ( drawn && ! kept.has( index ) && ! waiting.has( index ) ) {
					statuses[ index ] = 'unset';
					changed = true;
				}
			} );
			held.forEach(
				( index ) => kept.has( index ) || held.delete( index )
			);
			if ( changed ) {
				notify();
			}
		},
		ensure( index ) {
			if ( statuses[ index ] === true || index < 0 || index >= count ) {
				return Promise.resolve();
			}
			held.delete( index );
			return new Promise( ( resolve ) => {
				waiting.set( index, [
					...( waiting.get( index ) ?? [] ),
					resolve,
				] );
				// Needed now: drawn in this task, with anything asked ahead.
				if ( mark( [ index ] ) || cancelAhead ) {
					notify();
				}
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
			destroyed = true;
			cancelAhead?.();
			cancelAhead = null;
			listeners.clear();
			held.clear();
			// Nobody waits forever on a slide that will never be drawn.
			waiting.forEach( ( list ) =>
				list.forEach( ( resolve ) => resolve() )
			);
			waiting.clear();
		},
	};
	return preparation;
}
