// Countdown (spec site.md sections 2, 3): days, hours, minutes and seconds to data-date at the UTC
// offset data-offset, then a message. It ticks silently (aria-live off): its name says the time
// left, read when it gets focus; the end is announced.
import { _n, __, sprintf } from '@wordpress/i18n';
import { countdownEnd, countdownParts } from './countdown-time';
import type { CountdownParts } from './countdown-time';

export type Countdown = { destroy: () => void };

export interface CountdownOptions {
	now?: () => number;
	setTimeout?: ( run: () => void, ms: number ) => number;
	clearTimeout?: ( id: number ) => void;
}

const UNITS = [ 'days', 'hours', 'minutes', 'seconds' ] as const;

function unitLabel( unit: ( typeof UNITS )[ number ], count: number ): string {
	switch ( unit ) {
		case 'days':
			return _n( 'day', 'days', count, 'stagecraft' );
		case 'hours':
			return _n( 'hour', 'hours', count, 'stagecraft' );
		case 'minutes':
			return _n( 'minute', 'minutes', count, 'stagecraft' );
		default:
			return _n( 'second', 'seconds', count, 'stagecraft' );
	}
}

/**
 * The time left in words, as the countdown's name.
 *
 * @param parts Days, hours, minutes and seconds.
 */
export function timeLeft( parts: CountdownParts ): string {
	return sprintf(
		/* translators: %s: a list such as "2 days, 3 hours, 4 minutes, 5 seconds" */
		__( '%s left', 'stagecraft' ),
		parts
			.map(
				( count, i ) => `${ count } ${ unitLabel( UNITS[ i ], count ) }`
			)
			.join( ', ' )
	);
}

/**
 * Runs one countdown.
 *
 * @param root    The .stagecraft-countdown element.
 * @param options Clock, for tests.
 */
export function createCountdown(
	root: HTMLElement,
	options: CountdownOptions = {}
): Countdown {
	const now = options.now ?? ( () => Date.now() );
	const later =
		options.setTimeout ?? ( ( run, ms ) => window.setTimeout( run, ms ) );
	const cancel =
		options.clearTimeout ?? ( ( id ) => window.clearTimeout( id ) );
	const end = countdownEnd(
		root.dataset.date ?? '',
		Number( root.dataset.offset ?? 0 )
	);
	const values = UNITS.map( ( unit ) =>
		root.querySelector( `[data-unit="${ unit }"]` )
	);
	const labels = UNITS.map( ( unit ) =>
		root.querySelector( `[data-unit-label="${ unit }"]` )
	);
	const parts = root.querySelector< HTMLElement >(
		'.stagecraft-countdown__parts'
	);
	const over = root.querySelector< HTMLElement >(
		'.stagecraft-countdown__over'
	);
	let timer = 0;

	function finish() {
		if ( parts ) {
			parts.hidden = true;
		}
		root.removeAttribute( 'aria-label' );
		root.removeAttribute( 'role' );
		root.removeAttribute( 'tabindex' );
		// The one moment worth announcing.
		root.setAttribute( 'aria-live', 'polite' );
		if ( over ) {
			over.hidden = false;
		}
	}

	function tick() {
		const time = now();
		const left = countdownParts( end, time );
		if ( ! left ) {
			finish();
			return;
		}
		left.forEach( ( count, i ) => {
			const text =
				i === 0 ? String( count ) : String( count ).padStart( 2, '0' );
			if ( values[ i ] && values[ i ]!.textContent !== text ) {
				values[ i ]!.textContent = text;
			}
			if ( labels[ i ] ) {
				labels[ i ]!.textContent = unitLabel( UNITS[ i ], count );
			}
		} );
		root.setAttribute( 'aria-label', timeLeft( left ) );
		// The next whole second of the time left.
		timer = later( tick, ( end - time ) % 1000 || 1000 );
	}

	if ( Number.isFinite( end ) ) {
		tick();
	}
	return {
		destroy: () => cancel( timer ),
	};
}
