<?php
/**
 * GET stagecraft/v1/captcha/{prefix}.png.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Serves a captcha image from its transient, so no image is ever written to disk. The REST
 * server would JSON-encode the bytes; rest_pre_serve_request sends them as they are.
 */
final class CaptchaImageRoute {

	public const NAMESPACE = 'stagecraft/v1';

	private const ROUTE = '/captcha/(?P<prefix>[0-9]{1,20})\.png';

	/**
	 * Registers the route and the raw output.
	 */
	public static function register(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'get' ),
				'permission_callback' => '__return_true',
			)
		);
		add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 2 );
	}

	/**
	 * The image, or 404 when the challenge expired or was used.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public static function get( WP_REST_Request $request ) {
		$png = Captcha::image( (string) $request['prefix'] );
		if ( null === $png ) {
			return new WP_Error( 'stagecraft_captcha_not_found', __( 'This captcha image has expired. Please load another one.', 'stagecraft' ), array( 'status' => 404 ) );
		}
		$response = new WP_REST_Response( array( 'png' => $png ) );
		$response->header( 'Content-Type', 'image/png' );
		$response->header( 'Cache-Control', 'no-store, private' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		return $response;
	}

	/**
	 * Sends a captcha image's bytes instead of JSON.
	 *
	 * @param bool             $served Whether the request was already served.
	 * @param WP_HTTP_Response $result The response.
	 */
	public static function serve( $served, $result ): bool {
		$data = $result instanceof WP_HTTP_Response ? $result->get_data() : null;
		if ( $served || ! $result instanceof WP_REST_Response || 200 !== $result->get_status() || ! is_array( $data ) || ! is_string( $data['png'] ?? null )
			|| ! str_starts_with( (string) $result->get_matched_route(), '/' . self::NAMESPACE . '/captcha/' ) ) {
			return (bool) $served;
		}
		echo $data['png']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- PNG bytes sent as image/png, not HTML.
		return true;
	}
}
