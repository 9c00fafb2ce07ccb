<?php
/**
 * GET contact-forms/{id}/refill.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms\Rest;

use Stagecraft\Forms\Captcha;
use Stagecraft\Forms\Quiz;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Fresh captcha and quiz data after a submission; an empty JSON array when the form has neither.
 */
final class RefillController extends WP_REST_Controller {

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			FormRoutes::NAMESPACE,
			FormRoutes::path( 'refill' ),
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Refill data.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$form = FormRoutes::form( $request['id'] );
		if ( $form instanceof WP_Error ) {
			return $form;
		}
		$data = array_filter(
			array(
				'captcha' => Captcha::data( $form ),
				'quiz'    => Quiz::data( $form ),
			)
		);
		return new WP_REST_Response( $data );
	}
}
