import cases from '../../tests/fixtures/countdown.json';
import { createCountdown, timeLeft } from './countdown';
import { countdownEnd, countdownParts } from './countdown-time';

describe( 'countdown time (shared with the server)', () => {
	it.each( cases.cases )(
		'$date at UTC$offset, now $now',
		( { date, offset, now, parts } ) => {
			expect(
				countdownParts(
					countdownEnd( date, offset ),
					Date.parse( now )
				)
			).toEqual( parts );
		}
	);
} );

describe( 'countdowns', () => {
	function markup() {
		const units = [ 'days', 'hours', 'minutes', 'seconds' ]
			.map(
				( unit ) =>
					`<span class="stagecraft-countdown__part"><span data-unit="${ unit }">0</span><span data-unit-label="${ unit }">${ unit }</span></span>`
			)
			.join( '' );
		document.body.innerHTML = `<div class="stagecraft-countdown" data-date="2026-12-31T18:00" data-offset="1" role="timer" tabindex="0" aria-live="off"><div class="stagecraft-countdown__parts" aria-hidden="true">${ units }</div><p class="stagecraft-countdown__over" hidden>Happy new year</p></div>`;
		return document.querySelector< HTMLElement >(
			'.stagecraft-countdown'
		)!;
	}

	it( 'ticks silently every second, named by the time left, and announces the end', () => {
		const root = markup();
		let time = Date.parse( '2026-12-31T16:58:58.500Z' );
		const timers: Array< { run: () => void; ms: number } > = [];
		createCountdown( root, {
			now: () => time,
			setTimeout: ( run, ms ) => timers.push( { run, ms } ),
			clearTimeout: () => {},
		} );
		const shown = () =>
			Array.from(
				root.querySelectorAll( '[data-unit]' ),
				( el ) => el.textContent
			);
		// 61.5 s left show as 1:02, rounded up: 0 shows only at the end.
		expect( shown() ).toEqual( [ '0', '00', '01', '02' ] );
		expect( root.getAttribute( 'aria-live' ) ).toBe( 'off' );
		expect( root.getAttribute( 'aria-label' ) ).toBe(
			'0 days, 0 hours, 1 minute, 2 seconds left'
		);
		expect(
			root.querySelector( '[data-unit-label="minutes"]' )?.textContent
		).toBe( 'minute' );
		// The next tick lands on the next whole second.
		expect( timers.at( -1 )?.ms ).toBe( 500 );
		time += 500;
		timers.at( -1 )?.run();
		expect( shown() ).toEqual( [ '0', '00', '01', '01' ] );
		expect( timers.at( -1 )?.ms ).toBe( 1000 );
		time += 60000;
		timers.at( -1 )?.run();
		expect( shown() ).toEqual( [ '0', '00', '00', '01' ] );
		expect(
			root.querySelector< HTMLElement >( '.stagecraft-countdown__over' )
				?.hidden
		).toBe( true );
		time += 1000;
		timers.at( -1 )?.run();
		expect(
			root.querySelector< HTMLElement >( '.stagecraft-countdown__over' )
				?.hidden
		).toBe( false );
		expect( root.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		expect( root.hasAttribute( 'aria-label' ) ).toBe( false );
		expect( root.hasAttribute( 'tabindex' ) ).toBe( false );
	} );

	it( 'names the time left with plurals', () => {
		expect( timeLeft( [ 2, 1, 0, 30 ] ) ).toBe(
			'2 days, 1 hour, 0 minutes, 30 seconds left'
		);
	} );
} );
