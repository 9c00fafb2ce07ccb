/** The slides in the carousel's visible window, which the renderer keeps reachable. */
export interface CarouselWindow {
	readonly visible: ReadonlySet< number >;
}

export interface CarouselWindowStore {
	/** The window now (a new object after every change, for useSyncExternalStore). */
	get: () => CarouselWindow;
	subscribe: ( listener: () => void ) => () => void;
	/** Sets the window; listeners hear only of real changes. */
	set: ( visible: readonly number[] ) => void;
}

/** A store of the visible window. */
export function createWindowStore(): CarouselWindowStore {
	let current: CarouselWindow = { visible: new Set() };
	const listeners = new Set< () => void >();
	return {
		get: () => current,
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		set( visible ) {
			const same =
				visible.length === current.visible.size &&
				visible.every( ( index ) => current.visible.has( index ) );
			if ( same ) {
				return;
			}
			current = { visible: new Set( visible ) };
			listeners.forEach( ( listener ) => listener() );
		},
	};
}
