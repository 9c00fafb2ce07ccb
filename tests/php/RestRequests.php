<?php
/**
 * Helpers for tests that call REST routes with bodies and headers, as different users.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests;

use Stagecraft\Storage\ModulePostType;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Requests through the real REST server, users of a role, and modules stored raw.
 */
trait RestRequests {

	/**
	 * Dispatches a request with an optional JSON body and headers.
	 *
	 * @param string                   $method  HTTP method.
	 * @param string                   $route   Route under /wp-json.
	 * @param array<mixed>|string|null $body    JSON body (an array is encoded; a string is sent as is).
	 * @param array<string,string>     $headers Request headers.
	 * @param array<string,mixed>      $query   Query parameters.
	 */
	protected function send( string $method, string $route, $body = null, array $headers = array(), array $query = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		$request->set_query_params( $query );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( is_string( $body ) ? $body : (string) wp_json_encode( $body ) );
		}
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * A new user of a role (rolled back with the test).
	 *
	 * @param string $role Role.
	 */
	protected function user( string $role ): int {
		$id = wp_insert_user(
			array(
				'user_login' => $role . '-' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => $role . '-' . wp_generate_password( 8, false ) . '@example.org',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * A published module post whose content is exactly the given text, as an older version or
	 * another tool stored it.
	 *
	 * @param string $alias   Alias.
	 * @param string $content post_content.
	 */
	protected function store_raw( string $alias, string $content ): int {
		global $wpdb;
		$id = wp_insert_post(
			array(
				'post_type'   => ModulePostType::NAME,
				'post_status' => 'publish',
				'post_name'   => $alias,
				'post_title'  => $alias,
			),
			true
		);
		$this->assertIsInt( $id );
		$wpdb->update( $wpdb->posts, array( 'post_content' => $content ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		return $id;
	}
}
