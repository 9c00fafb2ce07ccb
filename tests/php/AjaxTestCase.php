<?php
/**
 * Base for admin-ajax tests: runs an action's hook and reads the JSON it sent.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests;

use RuntimeException;

/**
 * The reply of wp_send_json() ends with wp_die(); here wp_die throws instead of exiting, and the output is
 * caught. The HTTP status cannot be read after PHPUnit's output, so tests read it from reply().
 */
abstract class AjaxTestCase extends IntegrationTestCase {

	private const DIED = 'stagecraft-test-wp-die';

	/**
	 * Makes this an ajax request whose wp_die() throws.
	 */
	protected function set_up(): void {
		parent::set_up();
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
	}

	/**
	 * Restores the request.
	 */
	protected function tear_down(): void {
		remove_filter( 'wp_doing_ajax', '__return_true' );
		remove_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		$_POST    = array();
		$_REQUEST = array();
		parent::tear_down();
	}

	/**
	 * The wp_die handler.
	 *
	 * @return callable
	 */
	public function die_handler(): callable {
		return static function (): void {
			throw new RuntimeException( self::DIED );
		};
	}

	/**
	 * Runs an admin-ajax hook with POST fields and returns the decoded JSON reply.
	 *
	 * @param string       $hook Hook, e.g. wp_ajax_nopriv_stagecraft_front.
	 * @param array<mixed> $post POST fields.
	 * @return array<mixed>
	 */
	protected function ajax( string $hook, array $post ): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- sets up the request under test.
		$_POST    = wp_slash( $post );
		$_REQUEST = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing
		ob_start();
		try {
			do_action( $hook ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- core's wp_ajax_ hooks.
			$this->fail( 'the action did not end the request' );
		} catch ( RuntimeException $died ) {
			$this->assertSame( self::DIED, $died->getMessage() );
		} finally {
			$output = (string) ob_get_clean();
		}
		$reply = json_decode( $output, true );
		$this->assertIsArray( $reply, 'JSON reply: ' . $output );
		return $reply;
	}
}
