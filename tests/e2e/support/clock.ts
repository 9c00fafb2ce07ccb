// The spec's delays on Playwright's clock, never on the machine's: page timers, animation
// frames, Date, performance.now and event time stamps move only when a test runs the clock, so
// a busy machine cannot make a 300 ms window look like 1000 ms (or a 2 s delay look like 1 s).
// CSS transitions and Web Animations (framer-motion) keep real time; tests wait on their end
// state, never on their length.
import type { Page } from '@playwright/test';

/**
 * The page's clock starts at the real date: cookies the page writes expire in real days, as the
 * browser keeps them. Only how time moves from there is the test's.
 */
export const CLOCK_START = Date.now();

/**
 * Installs the clock paused, before the first navigation: the page loads and mounts (scripts run
 * at DOMContentLoaded) with time standing still, and nothing timed happens until `runFor`.
 * @param page The page, before `goto`.
 */
export async function installPausedClock( page: Page ): Promise< void > {
	await page.clock.install( { time: CLOCK_START } );
	await page.clock.pauseAt( CLOCK_START + 1000 );
}

/**
 * Installs the clock running (it follows real time until paused), before the first navigation:
 * for pages whose mount needs timers and frames, paused later with `pauseClock`.
 * @param page The page, before `goto`.
 */
export async function installRunningClock( page: Page ): Promise< void > {
	await page.clock.install( { time: CLOCK_START } );
}

/**
 * Pauses a running clock a moment ahead of the page's own time. Whatever is due by then runs
 * once; after that, time moves only with `runFor`.
 * @param page  The page.
 * @param ahead How far ahead of the page's present to stop, ms.
 */
export async function pauseClock( page: Page, ahead = 50 ): Promise< void > {
	for ( let attempt = 0; ; attempt++ ) {
		const now = await page.evaluate( () => Date.now() );
		try {
			await page.clock.pauseAt( now + ahead );
			return;
		} catch ( error ) {
			// The page's time passed `now + ahead` on its way here (a slow round trip). The
			// clock stopped before the error, so the next reading stands still: try again.
			if ( attempt > 2 || ! /past/.test( String( error ) ) ) {
				throw error;
			}
		}
	}
}

/**
 * Runs the paused clock in steps until `predicate` holds in the page; for states that also
 * wait on the network or the compositor (a fetched script, a CSS transition). Fails when the
 * page's time passes `limit` first.
 * @param page          The page.
 * @param predicate     Evaluated in the page after each step.
 * @param arg           Passed to `predicate`.
 * @param options       Step and limit, page ms.
 * @param options.step
 * @param options.limit
 * @return The page time used, ms.
 */
export async function runUntil< Arg >(
	page: Page,
	predicate: ( arg: Arg ) => boolean,
	arg?: Arg,
	{ step = 50, limit = 20_000 }: { step?: number; limit?: number } = {}
): Promise< number > {
	let used = 0;
	// Serialised into the page: Arg stays plain data.
	const check = predicate as unknown as ( a: unknown ) => boolean;
	while ( ! ( await page.evaluate( check, arg as unknown ) ) ) {
		if ( used >= limit ) {
			throw new Error(
				`runUntil: still false after ${ limit } ms of page time: ${ String( predicate ) }`
			);
		}
		await page.clock.runFor( step );
		used += step;
	}
	return used;
}

/**
 * Runs the paused clock until the module at `selector` runs (its root's
 * `data-stagecraft-state` is `run`). Each caller brings the module into view its own way first.
 * @param page     The page.
 * @param selector The module's root, e.g. `#stagecraft-module-hero`.
 * @return The page time used, ms.
 */
export const untilRunning = ( page: Page, selector: string ) =>
	runUntil(
		page,
		( root ) =>
			document.querySelector< HTMLElement >( root )?.dataset
				.stagecraftState === 'run',
		selector
	);
