// Animated counters (spec site.md sections 2, 9): the number counts up from zero when the counter
// comes into view, in its set time or 1000-2000 ms at random. The server's markup already holds
// the final number, so without the script (or with reduced motion) it simply shows; assistive
// technology reads the final number, never the frames.
import { formatCount, isCounterSeparator } from './counter-format';
import { prefersReducedMotion } from './reduced-motion';

/** Spec section 9: counting lasts 1000 to 2000 ms at random unless set. */
export const COUNT_MS_MIN = 1000;
export const COUNT_MS_MAX = 2000;

export type Counter = { destroy: () => void };

export interface CounterOptions {
	random?: () => number;
	now?: () => number;
	frame?: ( run: ( time: number ) => void ) => number;
	cancelFrame?: ( id: number ) => void;
}

const easeOut = ( t: number ) => 1 - Math.pow( 1 - t, 3 );

/**
 * Counts one counter up once it is in view.
 *
 * @param root    The .stagecraft-counter element (data-value, data-decimals, data-separator, data-duration).
 * @param options Clock and randomness, for tests.
 */
export function createCounter(
	root: HTMLElement,
	options: CounterOptions = {}
): Counter {
	const shown = root.querySelector< HTMLElement >(
		'.stagecraft-counter__value'
	);
	const value = Number( root.dataset.value );
	if ( ! shown || ! Number.isFinite( value ) || prefersReducedMotion() ) {
		return { destroy: () => {} };
	}
	const decimals = Math.min(
		6,
		Math.max( 0, Number( root.dataset.decimals ) || 0 )
	);
	const separator = isCounterSeparator( root.dataset.separator )
		? root.dataset.separator
		: 'comma';
	const set = Number( root.dataset.duration );
	const random = options.random ?? Math.random;
	const ms =
		set > 0
			? set
			: COUNT_MS_MIN +
				Math.round( random() * ( COUNT_MS_MAX - COUNT_MS_MIN ) );
	const now = options.now ?? ( () => performance.now() );
	const frame =
		options.frame ?? ( ( run ) => window.requestAnimationFrame( run ) );
	const cancelFrame =
		options.cancelFrame ?? ( ( id ) => window.cancelAnimationFrame( id ) );
	const final = shown.textContent ?? '';
	let request = 0;
	let observer: IntersectionObserver | null = null;

	function count() {
		const start = now();
		const step = () => {
			const t = Math.min( 1, ( now() - start ) / ms );
			shown!.textContent =
				t < 1
					? formatCount( value * easeOut( t ), decimals, separator )
					: final;
			request = t < 1 ? frame( step ) : 0;
		};
		shown!.textContent = formatCount( 0, decimals, separator );
		request = frame( step );
	}

	if ( typeof IntersectionObserver === 'function' ) {
		observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer?.disconnect();
				observer = null;
				count();
			}
		} );
		observer.observe( root );
	}
	return {
		destroy() {
			observer?.disconnect();
			cancelFrame( request );
			shown.textContent = final;
		},
	};
}
