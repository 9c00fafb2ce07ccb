<?php
/**
 * Refuses a JSON body that is not an object or array, for Stagecraft's routes.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use WP_Error;
use WP_REST_Request;

/**
 * WordPress loops over the parsed JSON body while checking route arguments; a body such as `42`
 * or `"text"` makes that loop emit a PHP warning. This answers 400 before that happens.
 */
final class JsonBody {

	/**
	 * Hooks the check.
	 */
	public static function register(): void {
		add_filter( 'rest_pre_dispatch', array( self::class, 'guard' ), 10, 3 );
	}

	/**
	 * A 400 for a scalar JSON body on a Stagecraft route; the incoming result otherwise.
	 *
	 * @param mixed           $result  Result of earlier filters (null to go on).
	 * @param mixed           $server  REST server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function guard( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! str_starts_with( ltrim( $request->get_route(), '/' ), Routes::NAMESPACE . '/' ) ) {
			return $result;
		}
		$json = $request->get_json_params();
		if ( null === $json || is_array( $json ) ) {
			return $result;
		}
		return new WP_Error( 'rest_invalid_json', __( 'The body must be a JSON object.', 'stagecraft' ), array( 'status' => 400 ) );
	}
}
