// Interface motion (menus, side slide, search overlay, off-canvas, popups) with framer-motion's
// small DOM animate (the WAAPI build from 'framer-motion/dom/mini', no React), fetched as its own
// chunk on the visitor's first interaction rather than with the page. Under reduced motion
// nothing moves: the state changes at once and the library is never fetched.
//
// The stylesheets keep CSS transitions for visitors without the script; `has-js-motion` on
// <html> switches them off once this module drives the motion.
import { prefersReducedMotion } from './reduced-motion';

/** CSS property → keyframes, from the first (applied at once) to the last (the resting state). */
export type MotionKeyframes = Record< string, Array< string | number > >;

export type InterfaceMotionOptions = {
	/** Length in ms. */
	ms: number;
	/** Styles held inline while the animation runs, e.g. visibility while fading out. */
	hold?: Record< string, string >;
};

type AnimationControls = { finished: PromiseLike< unknown > };
export type AnimateFunction = (
	element: Element,
	keyframes: MotionKeyframes,
	options: { duration: number; ease: string }
) => AnimationControls;

export type InterfaceMotion = {
	/** Animates `element` through `keyframes`; resolves when done (at once under reduced motion). */
	animate: (
		element: HTMLElement,
		keyframes: MotionKeyframes,
		options: InterfaceMotionOptions
	) => Promise< void >;
	/** Starts fetching the library (idempotent); resolves with its animate function. */
	load: () => Promise< AnimateFunction >;
	/** Fetches the library on the first pointerdown or keydown; returns the cleanup. */
	prefetchOnInteraction: ( doc: Document ) => () => void;
};

const JS_MOTION_CLASS = 'has-js-motion';

function loadFramer(): Promise< AnimateFunction > {
	return import(
		/* webpackChunkName: "framer-motion" */ 'framer-motion/dom/mini'
	).then( ( module ) => module.animate as unknown as AnimateFunction );
}

/**
 * A motion helper; `loader` fetches the animate function (the dynamic import by default).
 * @param loader
 */
export function createInterfaceMotion(
	loader: () => Promise< AnimateFunction > = loadFramer
): InterfaceMotion {
	let loading: Promise< AnimateFunction > | null = null;
	// Per element, the latest run: an older one finishing must not clear a newer one's styles.
	const runs = new WeakMap< HTMLElement, number >();
	let counter = 0;

	function load(): Promise< AnimateFunction > {
		if ( ! loading ) {
			loading = loader();
			// A failed fetch is retried on the next use; meanwhile states change without motion.
			loading.catch( () => {
				loading = null;
			} );
		}
		return loading;
	}

	function setStyles(
		element: HTMLElement,
		styles: Record< string, string >
	) {
		for ( const [ name, value ] of Object.entries( styles ) ) {
			element.style.setProperty( name, value );
		}
	}

	function clear( element: HTMLElement, names: string[] ) {
		for ( const name of names ) {
			element.style.removeProperty( name );
		}
	}

	function animate(
		element: HTMLElement,
		keyframes: MotionKeyframes,
		options: InterfaceMotionOptions
	): Promise< void > {
		const names = [
			...Object.keys( keyframes ),
			...Object.keys( options.hold ?? {} ),
		];
		if ( prefersReducedMotion() || options.ms <= 0 ) {
			clear( element, names );
			return Promise.resolve();
		}
		const run = ++counter;
		runs.set( element, run );
		// The first keyframe at once, so nothing jumps while the library is still on its way.
		const first: Record< string, string > = {};
		for ( const [ name, frames ] of Object.entries( keyframes ) ) {
			first[ name ] = String( frames[ 0 ] );
		}
		setStyles( element, { ...first, ...( options.hold ?? {} ) } );
		const done = () => {
			// The class-driven CSS state takes over again, equal to the last keyframe.
			if ( runs.get( element ) === run ) {
				clear( element, names );
			}
		};
		return load()
			.then( ( animateFn ) =>
				runs.get( element ) === run
					? animateFn( element, keyframes, {
							duration: options.ms / 1000,
							ease: 'easeOut',
						} ).finished
					: undefined
			)
			.then( done, done );
	}

	function prefetchOnInteraction( doc: Document ): () => void {
		if ( prefersReducedMotion() ) {
			return () => {};
		}
		doc.documentElement.classList.add( JS_MOTION_CLASS );
		const events = [ 'pointerdown', 'keydown' ] as const;
		const onFirst = () => {
			remove();
			load().catch( () => {} );
		};
		function remove() {
			for ( const type of events ) {
				doc.removeEventListener( type, onFirst, true );
			}
		}
		for ( const type of events ) {
			doc.addEventListener( type, onFirst, { capture: true } );
		}
		return () => {
			remove();
			doc.documentElement.classList.remove( JS_MOTION_CLASS );
		};
	}

	return { animate, load, prefetchOnInteraction };
}

/** True once a script took the interface motion over from the stylesheets' CSS transitions. */
export function hasJsMotion(): boolean {
	return document.documentElement.classList.contains( JS_MOTION_CLASS );
}

/** The site's shared helper: one fetch of the library for every block on the page. */
export const motion = createInterfaceMotion();
