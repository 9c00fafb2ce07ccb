<?php
/**
 * Fixed-window counters in the database.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Forms\FormPostType;
use Stagecraft\Forms\RateLimiter;
use Stagecraft\Storage\RateLimit;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Counting, headers, cleaning, and one count per request when requests arrive together.
 */
final class RateLimitTest extends IntegrationTestCase {

	public function test_counts_up_to_the_limit_with_ratelimit_headers(): void {
		$key = 'test-' . wp_generate_password( 8, false );
		$one = RateLimit::hit( 'test', $key, 2, 60 );
		$this->assertTrue( $one['allowed'] );
		$this->assertSame( '2', $one['headers']['RateLimit-Limit'] );
		$this->assertSame( '1', $one['headers']['RateLimit-Remaining'] );
		$this->assertSame( '2;w=60', $one['headers']['RateLimit-Policy'] );
		$this->assertGreaterThanOrEqual( 1, (int) $one['headers']['RateLimit-Reset'] );
		$this->assertLessThanOrEqual( 60, (int) $one['headers']['RateLimit-Reset'] );
		$this->assertTrue( RateLimit::hit( 'test', $key, 2, 60 )['allowed'] );
		$third = RateLimit::hit( 'test', $key, 2, 60 );
		$this->assertFalse( $third['allowed'] );
		$this->assertSame( '0', $third['headers']['RateLimit-Remaining'] );
		// Another key and another bucket count on their own.
		$this->assertTrue( RateLimit::hit( 'test', $key . 'x', 2, 60 )['allowed'] );
		$this->assertTrue( RateLimit::hit( 'other', $key, 2, 60 )['allowed'] );
	}

	public function test_rows_of_ended_windows_are_removed(): void {
		global $wpdb;
		$key  = 'test-' . wp_generate_password( 8, false );
		$name = 'stagecraft_rl_test_' . substr( hash( 'sha256', $key ), 0, 24 ) . '_';
		add_option( $name . ( time() - 7200 ), '5', '', false );
		RateLimit::hit( 'test', $key, 5, 60 );
		$rows = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $name ) . '%' ) );
		$this->assertCount( 1, $rows, 'a new window removes the key\'s older rows' );

		add_option( 'stagecraft_rl_test_stale_' . ( time() - 7200 ), '3', '', false );
		RateLimit::clean();
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name = %s", 'stagecraft_rl_test_stale_' . ( time() - 7200 ) ) ) );
		$this->assertCount( 1, $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $name ) . '%' ) ), 'the current window stays' );
	}

	/**
	 * Forty refills at once against the running test site (four PHP workers, one database):
	 * within one window no two accepted replies may carry the same remaining count, and no more
	 * than the limit are accepted. A read-then-write counter fails both.
	 */
	public function test_concurrent_requests_are_counted_once_each(): void {
		$forms = get_posts(
			array(
				'post_type'   => FormPostType::POST_TYPE,
				'post_status' => 'publish',
				'numberposts' => 1,
			)
		);
		$this->assertNotEmpty( $forms, 'the test site has a published form' );
		$url     = rest_url( 'contact-form-7/v1/contact-forms/' . $forms[0]->ID . '/refill' );
		$multi   = curl_multi_init();
		$handles = array();
		// A fresh loopback source address per run (all of 127/8 reaches the site), so an earlier
		// run in the same minute has not used this address's window.
		$source = '127.' . wp_rand( 1, 254 ) . '.' . wp_rand( 1, 254 ) . '.' . wp_rand( 2, 254 );
		for ( $i = 0; $i < 40; $i++ ) {
			$handle = curl_init( $url );
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_HEADER         => true,
					CURLOPT_TIMEOUT        => 120,
					CURLOPT_INTERFACE      => $source,
				)
			);
			curl_multi_add_handle( $multi, $handle );
			$handles[] = $handle;
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running ) {
				curl_multi_select( $multi );
			}
		} while ( $running && CURLM_OK === $status );

		$windows = array();
		foreach ( $handles as $handle ) {
			$code    = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
			$headers = array();
			foreach ( explode( "\r\n", substr( (string) curl_multi_getcontent( $handle ), 0, (int) curl_getinfo( $handle, CURLINFO_HEADER_SIZE ) ) ) as $line ) {
				$parts = explode( ':', $line, 2 );
				if ( 2 === count( $parts ) ) {
					$headers[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
				}
			}
			curl_multi_remove_handle( $multi, $handle );
			$this->assertContains( $code, array( 200, 429 ), 'every reply is an answer or a refusal' );
			$this->assertArrayHasKey( 'ratelimit-remaining', $headers );
			// The window a reply was counted in ends at its Date plus its reset (a second either way).
			$end                        = (int) round( ( strtotime( $headers['date'] ?? 'now' ) + (int) $headers['ratelimit-reset'] ) / 10 );
			$windows[ $end ][ $code ][] = (int) $headers['ratelimit-remaining'];
		}
		curl_multi_close( $multi );
		$accepted = 0;
		foreach ( $windows as $codes ) {
			$remaining = $codes[200] ?? array();
			$this->assertSame( count( $remaining ), count( array_unique( $remaining ) ), 'each accepted request has its own count' );
			$this->assertLessThanOrEqual( RateLimiter::REFILL_LIMIT, count( $remaining ) );
			$accepted += count( $remaining );
		}
		$this->assertGreaterThan( 0, $accepted );
		if ( 1 === count( $windows ) ) {
			$this->assertSame( 30, $accepted, 'one window admits exactly its limit (30 refills a minute)' );
		}
	}
}
