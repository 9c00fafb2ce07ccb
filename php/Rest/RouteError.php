<?php
/**
 * An error a route answers with: code, message, HTTP status and extra data.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use RuntimeException;
use WP_Error;

/**
 * Thrown by a controller's handler (or anything it calls); Controller::respond() turns it into
 * the WP_Error response the client gets, as WooCommerce's Store API does with RouteException.
 */
final class RouteError extends RuntimeException {

	/**
	 * Machine-readable code, e.g. stagecraft_module_not_found.
	 *
	 * @var string
	 */
	public readonly string $error_code;

	/**
	 * HTTP status.
	 *
	 * @var int
	 */
	public readonly int $status;

	/**
	 * Extra data for the error body (next to the status).
	 *
	 * @var array<string,mixed>
	 */
	public readonly array $data;

	/**
	 * Extra response headers (Retry-After, rate limit headers).
	 *
	 * @var array<string,string>
	 */
	public readonly array $headers;

	/**
	 * The error.
	 *
	 * @param string               $error_code Machine-readable code.
	 * @param string               $message    Message for people (translated).
	 * @param int                  $status     HTTP status.
	 * @param array<string,mixed>  $data       Extra data.
	 * @param array<string,string> $headers    Extra response headers.
	 */
	public function __construct( string $error_code, string $message, int $status, array $data = array(), array $headers = array() ) {
		parent::__construct( $message, $status );
		$this->error_code = $error_code;
		$this->status     = $status;
		$this->data       = $data;
		$this->headers    = $headers;
	}

	/**
	 * The error as WordPress's error object, the status in its data.
	 */
	public function to_wp_error(): WP_Error {
		return new WP_Error( $this->error_code, $this->getMessage(), array( 'status' => $this->status ) + $this->data );
	}
}
