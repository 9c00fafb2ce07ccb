<?php
/**
 * GET contact-forms/{id}/feedback/schema.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms\Rest;

use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The validation schema the client runs on change: `{ version, locale, rules }`.
 */
final class SchemaController extends WP_REST_Controller {

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			FormRoutes::NAMESPACE,
			FormRoutes::path( 'feedback/schema' ),
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * The schema of a form.
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
		return new WP_REST_Response(
			array(
				'version' => FormRoutes::WIRE_VERSION,
				'locale'  => get_locale(),
				'rules'   => $form->rules(),
			)
		);
	}
}
