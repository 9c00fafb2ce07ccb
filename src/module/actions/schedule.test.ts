import { ACTION_DEBOUNCE_MS, createActionSchedule } from './schedule';
import type { ScheduleClock } from './schedule';

// A clock the test moves by hand.
function fakeClock() {
	let now = 0;
	let timers: Array< { at: number; run: () => void; live: boolean } > = [];
	const clock: ScheduleClock = {
		now: () => now,
		timeout( run, ms ) {
			const timer = { at: now + ms, run, live: true };
			timers.push( timer );
			return () => {
				timer.live = false;
			};
		},
	};
	function advance( ms: number ) {
		const end = now + ms;
		for (;;) {
			const due = timers
				.filter( ( t ) => t.live && t.at <= end )
				.sort( ( a, b ) => a.at - b.at )[ 0 ];
			if ( ! due ) {
				break;
			}
			now = due.at;
			due.live = false;
			due.run();
		}
		timers = timers.filter( ( t ) => t.live );
		now = end;
	}
	return { clock, advance };
}

describe( 'createActionSchedule', () => {
	it( 'runs after the 19 ms debounce, once for triggers closer than that', () => {
		const { clock, advance } = fakeClock();
		const run = jest.fn();
		const schedule = createActionSchedule( {}, clock );
		schedule.trigger( run );
		advance( 10 );
		schedule.trigger( run );
		advance( ACTION_DEBOUNCE_MS - 1 );
		expect( run ).not.toHaveBeenCalled();
		advance( 1 );
		expect( run ).toHaveBeenCalledTimes( 1 );
		schedule.trigger( run );
		advance( ACTION_DEBOUNCE_MS );
		expect( run ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'waits the delay d after the debounce', () => {
		const { clock, advance } = fakeClock();
		const run = jest.fn();
		createActionSchedule( { d: 500 }, clock ).trigger( run );
		advance( ACTION_DEBOUNCE_MS + 499 );
		expect( run ).not.toHaveBeenCalled();
		advance( 1 );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'drops runs within the rate limit rd, counted from the accepted run', () => {
		const { clock, advance } = fakeClock();
		const run = jest.fn();
		const schedule = createActionSchedule( { rd: 1000, d: 300 }, clock );
		schedule.trigger( run );
		advance( 100 );
		schedule.trigger( run );
		advance( 500 );
		expect( run ).toHaveBeenCalledTimes( 1 );
		// Settles at 919, 900 ms after the first was accepted (at 19): still limited.
		advance( 300 );
		schedule.trigger( run );
		advance( 400 );
		expect( run ).toHaveBeenCalledTimes( 1 );
		schedule.trigger( run );
		advance( ACTION_DEBOUNCE_MS + 300 );
		expect( run ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'cancels what waits', () => {
		const { clock, advance } = fakeClock();
		const run = jest.fn();
		const schedule = createActionSchedule( { d: 200 }, clock );
		schedule.trigger( run );
		advance( 100 );
		schedule.cancel();
		schedule.trigger( run );
		schedule.cancel();
		advance( 1000 );
		expect( run ).not.toHaveBeenCalled();
	} );
} );
