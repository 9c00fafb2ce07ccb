/**
 * What the stage shows, as state: the engine changes it, the renderer draws it. The renderer
 * (React, or any other) owns the slide elements; the engine never edits their classes or
 * attributes, it says which slide is current, which one leaves under it, which one fades in
 * and which image files failed, and waits until the renderer has drawn that.
 */
export interface StageView {
	/** Index of the current slide (shown, reachable). */
	readonly current: number;
	/** The slide fading out under the current one during a change, else null. */
	readonly leaving: number | null;
	/** The slide that starts transparent and fades in during a change, else null. */
	readonly entering: number | null;
	/** Normalised URLs of image files the image loader gave up on (shown as their slide's colour). */
	readonly failedImages: ReadonlySet< string >;
	/** Grows with every change; the renderer reports the one it drew. */
	readonly version: number;
}

export type StageViewChange = Partial<
	Pick< StageView, 'current' | 'leaving' | 'entering' >
>;

export interface StageViewStore {
	/** The view now (a new object after every change, for useSyncExternalStore). */
	get: () => StageView;
	subscribe: ( listener: () => void ) => () => void;
	/** Changes the view; resolves once the renderer drew it. */
	set: ( change: StageViewChange ) => Promise< void >;
	/** Marks an image file as failed (by its normalised URL). */
	failImage: ( normalisedUrl: string ) => void;
	/** Called by the renderer after it committed a view to the DOM. */
	rendered: ( version: number ) => void;
	/** Settles every wait: nobody waits for a renderer that is gone. */
	destroy: () => void;
}

/**
 * The stage view of one module.
 *
 * @param current The slide shown first.
 */
export function createStageView( current: number ): StageViewStore {
	let view: StageView = {
		current,
		leaving: null,
		entering: null,
		failedImages: new Set(),
		version: 0,
	};
	let drawn = 0;
	let destroyed = false;
	const listeners = new Set< () => void >();
	const waiting: Array< { version: number; resolve: () => void } > = [];

	function update( next: Omit< StageView, 'version' > ) {
		view = { ...next, version: view.version + 1 };
		listeners.forEach( ( listener ) => listener() );
	}

	return {
		get: () => view,
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		set( change ) {
			const next = { ...view, ...change };
			const same =
				next.current === view.current &&
				next.leaving === view.leaving &&
				next.entering === view.entering;
			if ( same && drawn >= view.version ) {
				return Promise.resolve();
			}
			if ( ! same ) {
				update( next );
			}
			if ( destroyed ) {
				return Promise.resolve();
			}
			const version = view.version;
			return new Promise( ( resolve ) =>
				waiting.push( { version, resolve } )
			);
		},
		failImage( url ) {
			if ( ! view.failedImages.has( url ) ) {
				update( {
					...view,
					failedImages: new Set( [ ...view.failedImages, url ] ),
				} );
			}
		},
		rendered( version ) {
			drawn = Math.max( drawn, version );
			for ( let i = waiting.length - 1; i >= 0; i-- ) {
				if ( waiting[ i ].version <= drawn ) {
					waiting.splice( i, 1 )[ 0 ].resolve();
				}
			}
		},
		destroy() {
			destroyed = true;
			listeners.clear();
			waiting.splice( 0 ).forEach( ( wait ) => wait.resolve() );
		},
	};
}
