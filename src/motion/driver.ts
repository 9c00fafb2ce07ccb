import { gsap } from 'gsap';
import type { Frame } from '../schema';
import {
	DEFAULT_DURATION_MS,
	DEFAULT_EASE,
	endsUntransformed,
	finalVars,
	frameVars,
	restingVars,
} from './frames';

export interface Motion {
	/** Plays an in-scene; resolves when it ends, or at once without motion. */
	animateIn: ( el: Element, frames: readonly Frame[] ) => Promise< void >;
	/** Kills every timeline and reverts every style this driver set. */
	destroy: () => void;
}

// "all" always matches, so the callback also runs (and re-runs) in reduce mode.
const QUERIES = {
	motion: '(prefers-reduced-motion: no-preference)',
	all: 'all',
};

const seconds = ( ms: number ): number => ms / 1000;

function playIn( el: Element, frames: readonly Frame[], done: () => void ) {
	// Apply the start state now, not on the next tick, so nothing flashes.
	gsap.set( el, frameVars( frames[ 0 ] ) );
	const timeline = gsap.timeline( { onComplete: done } );
	// A lone frame is a start state that eases back to idle.
	const steps = frames.length > 1 ? frames.slice( 1 ) : [ {} ];
	steps.forEach( ( frame: Frame, index ) => {
		const isLast = index === steps.length - 1;
		timeline.to(
			el,
			{
				...( isLast ? finalVars( frames ) : frameVars( frame ) ),
				// An idle end leaves no inline transform behind.
				...( isLast && endsUntransformed( frames )
					? { clearProps: 'transform' }
					: {} ),
				duration: seconds( frame.d ?? DEFAULT_DURATION_MS ),
				ease: frame.e ?? DEFAULT_EASE,
			},
			frame.st === undefined ? '>' : seconds( frame.st )
		);
	} );
}

export function createMotion(): Motion {
	const canQuery =
		typeof window !== 'undefined' &&
		typeof window.matchMedia === 'function';
	const media = canQuery ? gsap.matchMedia() : null;
	// Without media queries there is no way to know the preference: no motion.
	const fallback = gsap.context( () => {} );
	const pending = new Set< () => void >();
	let destroyed = false;

	function animateIn( el: Element, frames: readonly Frame[] ) {
		if ( destroyed || frames.length === 0 ) {
			return Promise.resolve();
		}
		return new Promise< void >( ( resolve ) => {
			let settled = false;
			const settle = () => {
				if ( ! settled ) {
					settled = true;
					pending.delete( settle );
					resolve();
				}
			};
			pending.add( settle );
			const run = ( motion: boolean ) => {
				// A scene that already ended is not replayed when the preference changes.
				if ( motion && ! settled ) {
					playIn( el, frames, settle );
				} else {
					gsap.set( el, restingVars( frames ) );
					settle();
				}
			};
			if ( media ) {
				media.add( QUERIES, ( context ) =>
					run( Boolean( context.conditions?.motion ) )
				);
			} else {
				fallback.add( () => run( false ) );
			}
		} );
	}

	function destroy() {
		destroyed = true;
		media?.revert();
		fallback.revert();
		// Nobody waits forever on a scene that will never end.
		pending.forEach( ( settle ) => settle() );
	}

	return { animateIn, destroy };
}
