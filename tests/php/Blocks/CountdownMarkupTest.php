<?php
/**
 * The countdown block's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\CountdownMarkup;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The first state is the script's at render time (tests/fixtures/countdown.json).
 */
final class CountdownMarkupTest extends IntegrationTestCase {

	public function test_the_time_left_matches_the_shared_cases(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/countdown.json' ), true );
		foreach ( $fixture['cases'] as $case ) {
			$end = CountdownMarkup::end( $case['date'], (float) $case['offset'] );
			$now = (float) strtotime( $case['now'] ) * 1000;
			$this->assertSame( $case['parts'], null === $end ? null : CountdownMarkup::parts( $end, $now ), (string) wp_json_encode( $case ) );
		}
	}

	public function test_a_running_countdown_is_a_silent_timer_and_an_ended_one_shows_its_message(): void {
		$now     = (float) strtotime( '2026-12-30T15:58:30Z' ) * 1000;
		$running = CountdownMarkup::render(
			array(
				'date'    => '2026-12-31T18:00',
				'offset'  => 0,
				'message' => 'Open <now>',
			),
			'class="stagecraft-countdown"',
			$now
		);
		$this->assertStringContainsString( 'role="timer" tabindex="0" aria-live="off" aria-atomic="true" aria-label="1 day, 2 hours, 1 minute, 30 seconds left"', $running );
		$this->assertStringContainsString( '<span class="stagecraft-countdown__value" data-unit="hours">02</span><span class="stagecraft-countdown__unit" data-unit-label="hours">hours</span>', $running );
		$this->assertStringContainsString( '<p class="stagecraft-countdown__over" hidden>Open &lt;now&gt;</p>', $running );

		$ended = CountdownMarkup::render( array( 'date' => '2026-12-31T18:00' ), '', (float) strtotime( '2027-01-02T00:00Z' ) * 1000 );
		$this->assertStringContainsString( 'aria-live="polite"><div class="stagecraft-countdown__parts" aria-hidden="true" hidden>', $ended );
		$this->assertStringContainsString( '<p class="stagecraft-countdown__over">The wait is over.</p>', $ended );
	}
}
