<?php
/**
 * How many module writes a user may make.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Storage\RateLimit;
use WP_Error;
use WP_REST_Response;

/**
 * Creates, updates and deletes per user in a one-minute window (option or filter
 * stagecraft_module_write_limit, 20 by default: a save every three seconds), counted atomically
 * in the database so two PHP nodes share the count. Every write answer carries the RateLimit
 * fields; past the limit, 429 with Retry-After.
 */
final class ModuleWriteLimit {

	public const DEFAULT_LIMIT = 20;

	public const WINDOW = 60;

	/**
	 * Counts one write of the current user.
	 *
	 * @return array{allowed:bool,headers:array<string,string>}
	 */
	public static function hit(): array {
		/**
		 * Filters how many module writes a user may make per minute.
		 *
		 * @param int $limit Writes per minute.
		 */
		$limit = (int) apply_filters( 'stagecraft_module_write_limit', (int) get_option( 'stagecraft_module_write_limit', self::DEFAULT_LIMIT ) );
		return RateLimit::hit( 'module', 'user:' . get_current_user_id(), $limit > 0 ? $limit : self::DEFAULT_LIMIT, self::WINDOW );
	}

	/**
	 * Runs a write within the limit and puts the RateLimit fields on its answer.
	 *
	 * @param callable(): (WP_REST_Response|WP_Error) $write The write.
	 * @return WP_REST_Response|WP_Error
	 * @throws RouteError Past the limit: 429 with Retry-After.
	 */
	public static function within( callable $write ) {
		$limit = self::hit();
		if ( ! $limit['allowed'] ) {
			throw new RouteError(
				'stagecraft_rate_limited',
				__( 'Too many module changes in a minute. Please wait a moment and save again; nothing was lost in the editor.', 'stagecraft' ),
				429,
				array(),
				$limit['headers'] + array( 'Retry-After' => $limit['headers']['RateLimit-Reset'] )
			);
		}
		$response = $write();
		if ( $response instanceof WP_REST_Response ) {
			foreach ( $limit['headers'] as $name => $value ) {
				$response->header( $name, $value );
			}
		}
		return $response;
	}
}
