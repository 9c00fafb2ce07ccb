// The visitor's motion preference in Jest (jsdom has no matchMedia): one stand-in for the
// driver's tests.
const NO_PREFERENCE = '(prefers-reduced-motion: no-preference)';

/**
 * Makes window.matchMedia answer as a browser whose visitor asked (or not) for reduced motion.
 *
 * @param reduce Whether reduced motion is asked for.
 */
export function mockReducedMotion( reduce: boolean ): void {
	window.matchMedia = ( query: string ) =>
		( {
			matches: query === NO_PREFERENCE ? ! reduce : reduce,
			media: query,
			onchange: null,
			addListener: () => {},
			removeListener: () => {},
			addEventListener: () => {},
			removeEventListener: () => {},
			dispatchEvent: () => false,
		} ) as unknown as MediaQueryList;
}
