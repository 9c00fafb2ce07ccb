<?php
/**
 * The feedback route's Server-Timing header: where a submission's time goes.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

/**
 * Sent only when the site allows it (the local site does, for `npm run bench`), with WordPress's
 * start and each step of the submission.
 */
final class FeedbackServerTimingTest extends FeedbackTestCase {

	public function test_a_reply_names_its_steps_when_the_site_allows_it(): void {
		add_filter( 'stagecraft_server_timing', '__return_true', 99 );
		$timing = $this->feedback( $this->contact_form(), array( 'your-name' => '' ) )->get_headers()['Server-Timing'] ?? '';
		remove_filter( 'stagecraft_server_timing', '__return_true', 99 );

		$this->assertMatchesRegularExpression( '/^boot;dur=\d+\.\d\d, limit;dur=\d+\.\d\d, store;dur=\d+\.\d\d, validate;dur=\d+\.\d\d$/', $timing );
	}

	public function test_no_timing_by_default(): void {
		// The local site's own setting (bin/wp/stagecraft-local.php) set aside.
		$local = has_filter( 'stagecraft_server_timing', '__return_true' );
		remove_filter( 'stagecraft_server_timing', '__return_true', (int) $local );
		$headers = $this->feedback( $this->contact_form(), array( 'your-name' => '' ) )->get_headers();
		if ( false !== $local ) {
			add_filter( 'stagecraft_server_timing', '__return_true', $local );
		}

		$this->assertArrayNotHasKey( 'Server-Timing', $headers );
		$this->assertArrayHasKey( 'RateLimit-Limit', $headers );
	}
}
