<?php
/**
 * Base for tests inside the real WordPress: each test runs in a database transaction that is
 * rolled back, so tests leave the test site as they found it.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests;

use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Wraps each test in START TRANSACTION / ROLLBACK and resets the current user and REST server.
 */
abstract class IntegrationTestCase extends TestCase {

	/**
	 * Starts the transaction.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		wp_set_current_user( 0 );
	}

	/**
	 * Rolls everything back.
	 */
	protected function tear_down(): void {
		global $wpdb, $wp_rest_server;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		$wp_rest_server = null; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- core's global, reset so routes register afresh.
		wp_set_current_user( 0 );
		parent::tear_down();
	}

	/**
	 * A module in the canonical shape, for saving.
	 *
	 * @param string $alias Alias.
	 * @return array<string,mixed>
	 */
	protected function module( string $alias ): array {
		return array(
			'alias'    => $alias,
			'title'    => 'Test ' . $alias,
			'type'     => 'slider',
			'settings' => array(
				'size' => array(
					'width'  => array( 1200, 1000, 900, 700, 400 ),
					'height' => array( 600, 500, 450, 350, 300 ),
				),
			),
			'slides'   => array(
				array(
					'id'     => 7,
					'title'  => 'First',
					'order'  => 0,
					'bg'     => array(
						'image' => array(
							'src'    => '/wp-content/uploads/x.jpg',
							'width'  => 1200,
							'height' => 600,
							'alt'    => 'A test image',
						),
					),
					'layers' => array(
						array(
							'id'      => 3,
							'pid'     => -1,
							'type'    => 'text',
							'tag'     => 'h1',
							'content' => array( 'text' => 'Hello <strong>there</strong>' ),
						),
					),
				),
			),
		);
	}

	/**
	 * Dispatches a REST request through the real server.
	 *
	 * @param string              $method HTTP method.
	 * @param string              $route  Route under /wp-json.
	 * @param array<string,mixed> $query  Query parameters.
	 * @return \WP_REST_Response
	 */
	protected function rest( string $method, string $route, array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		$request->set_query_params( $query );
		return rest_get_server()->dispatch( $request );
	}
}
