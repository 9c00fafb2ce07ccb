<?php
/**
 * GET contact-forms/{id}/feedback/schema.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\FormRepository;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The validation schema the client runs on change: `{ version, locale, rules }`.
 */
final class FeedbackSchemaController extends FormController {

	/**
	 * Sets the route.
	 *
	 * @param FormRepository|null $forms Form storage.
	 */
	public function __construct( ?FormRepository $forms = null ) {
		parent::__construct( 'feedback/schema', $forms );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( WP_REST_Server::READABLE, 'get_item' );
	}

	/**
	 * The schema of a form.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response
	 * @throws RouteError When no published form has the id.
	 */
	public function get_item( $request ) {
		return new WP_REST_Response(
			array(
				'version' => FormRoutes::WIRE_VERSION,
				'locale'  => get_locale(),
				'rules'   => $this->form( $request )->rules(),
			)
		);
	}
}
