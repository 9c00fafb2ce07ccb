<?php
/**
 * What every Stagecraft REST controller shares: its repository and one way out for errors.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Throwable;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The model is WooCommerce's Store API: a route's handler returns its reply or throws a
 * RouteError (or returns a WP_Error from WordPress or storage); respond() turns every error,
 * an unexpected exception included, into the WP_Error response the client gets, in this one place.
 *
 * @template TRepository of object
 */
abstract class Controller extends WP_REST_Controller {

	/**
	 * Where the resource is stored.
	 *
	 * @var TRepository
	 */
	protected object $repository;

	/**
	 * Sets the route's namespace, base and repository.
	 *
	 * @param string $route_namespace Namespace, e.g. stagecraft/v1.
	 * @param string $rest_base       Route base under the namespace.
	 * @param object $repository      Storage of the resource.
	 * @phpstan-param TRepository $repository
	 */
	public function __construct( string $route_namespace, string $rest_base, object $repository ) {
		$this->namespace  = $route_namespace;
		$this->rest_base  = $rest_base;
		$this->repository = $repository;
	}

	/**
	 * The route callback of a handler method.
	 *
	 * @param string $handler Name of a method taking the request.
	 * @return callable(WP_REST_Request): (WP_REST_Response|WP_Error)
	 */
	protected function callback( string $handler ): callable {
		return fn ( WP_REST_Request $request ) => $this->respond( $request, $handler );
	}

	/**
	 * Runs a handler: its reply as a response, any error as the WP_Error response.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $handler Name of a method taking the request.
	 * @return WP_REST_Response|WP_Error
	 */
	final public function respond( WP_REST_Request $request, string $handler ) {
		$headers = array();
		try {
			$result = $this->{$handler}( $request );
		} catch ( RouteError $error ) {
			$result  = $error->to_wp_error();
			$headers = $error->headers;
		} catch ( Throwable $error ) {
			// A fault of ours, not of the request: logged for the site owner, a plain 500 for the client.
			error_log( 'Stagecraft REST ' . $request->get_route() . ': ' . $error ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the only trace of a server fault.
			$result = new WP_Error( 'stagecraft_server_error', __( 'The server could not answer this request.', 'stagecraft' ), array( 'status' => 500 ) );
		}
		if ( ! $result instanceof WP_Error ) {
			return rest_ensure_response( $result );
		}
		if ( array() === $headers ) {
			return $result;
		}
		$response = rest_convert_error_to_response( $result );
		$response->set_headers( $headers );
		return $response;
	}
}
