<?php
/**
 * GET stagecraft/v1/pow-challenge.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\ProofOfWork;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Hands a visitor's browser a proof-of-work challenge (ALTCHA's format). Nothing is stored per
 * challenge, so the route costs a hash and a signature however often it is called.
 *
 * @extends Controller<ProofOfWork>
 */
final class ProofOfWorkController extends Controller {

	/**
	 * Sets the route's namespace, base and repository.
	 *
	 * @param ProofOfWork|null $challenges Challenge maker.
	 */
	public function __construct( ?ProofOfWork $challenges = null ) {
		parent::__construct( Routes::NAMESPACE, 'pow-challenge', $challenges ?? new ProofOfWork() );
	}

	/**
	 * The address the form's client fetches challenges from.
	 */
	public static function url(): string {
		return rest_url( Routes::NAMESPACE . '/pow-challenge' );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			'/pow-challenge',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => $this->callback( 'get_item' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * A fresh challenge, never cached.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		$response = new WP_REST_Response( $this->repository::challenge() );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
