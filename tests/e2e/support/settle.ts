import type { Page } from '@playwright/test';

/**
 * Lets `ms` pass in the page. Only for the timing rules of the spec that say something must NOT
 * happen before a deadline (a 500 ms close, a 2 s popup delay); everything else waits on state.
 *
 * @param page The page.
 * @param ms   Milliseconds.
 */
export function settle( page: Page, ms: number ): Promise< void > {
	return page.evaluate(
		( t ) => new Promise< void >( ( resolve ) => setTimeout( resolve, t ) ),
		ms
	);
}
