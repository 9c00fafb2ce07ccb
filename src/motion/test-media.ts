// Stand-ins for the driver's tests: the visitor's motion preference in Jest (jsdom has no
// matchMedia), which also counts and calls the listeners GSAP registers, and the driver's GSAP
// context.
import { gsap } from 'gsap';

const NO_PREFERENCE = '(prefers-reduced-motion: no-preference)';
const REDUCE = '(prefers-reduced-motion: reduce)';

let listeners: Array< () => void > = [];

/** The media query listeners registered since the last mockReducedMotion. */
export const mediaListeners = (): Array< () => void > => listeners;

/**
 * Makes window.matchMedia answer as a browser whose visitor asked (or not) for reduced motion;
 * any other query matches.
 *
 * @param reduce Whether reduced motion is asked for.
 */
export function mockReducedMotion( reduce: boolean ): void {
	listeners = [];
	window.matchMedia = ( query: string ) =>
		( {
			matches:
				query === NO_PREFERENCE ? ! reduce : query !== REDUCE || reduce,
			media: query,
			onchange: null,
			addListener: ( listener: () => void ) => listeners.push( listener ),
			removeListener: () => {},
			addEventListener: () => {},
			removeEventListener: () => {},
			dispatchEvent: () => false,
		} ) as unknown as MediaQueryList;
}

// The driver's one GSAP context, caught as it is made, to count what it holds.
export function catchContext(): { data: unknown[] } {
	const caught: { data: unknown[] } = { data: [] };
	const original = gsap.context.bind( gsap );
	jest.spyOn( gsap, 'context' ).mockImplementationOnce( ( ...args ) => {
		const context = original( ...args );
		caught.data = context.data;
		return context;
	} );
	return caught;
}
