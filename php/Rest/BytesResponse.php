<?php
/**
 * A REST reply sent as raw bytes (an image, a download) instead of JSON.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use WP_REST_Response;

/**
 * The REST server would JSON-encode the bytes; serve() (on rest_pre_serve_request) sends a
 * successful reply of this class as it is, never cached and never sniffed as something else.
 */
final class BytesResponse extends WP_REST_Response {

	/**
	 * The reply.
	 *
	 * @param string               $bytes   Body.
	 * @param string               $type    Content-Type.
	 * @param array<string,string> $headers Further headers.
	 */
	public function __construct( string $bytes, string $type, array $headers = array() ) {
		parent::__construct(
			$bytes,
			200,
			array(
				'Content-Type'           => $type,
				'Cache-Control'          => 'no-store, private',
				'X-Content-Type-Options' => 'nosniff',
			) + $headers
		);
	}

	/**
	 * Hooks the raw output, once however many routes use it.
	 */
	public static function register(): void {
		add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 2 );
	}

	/**
	 * Sends a successful bytes reply as its bytes.
	 *
	 * @param bool  $served Whether the request was served already.
	 * @param mixed $result The reply.
	 */
	public static function serve( $served, $result ): bool {
		if ( $served || ! $result instanceof self || 200 !== $result->get_status() || ! is_string( $result->get_data() ) ) {
			return (bool) $served;
		}
		echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- bytes sent with their own Content-Type and nosniff, not HTML.
		return true;
	}
}
