<?php
/**
 * GET contact-forms/{id}/feedback/schema.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The validation schema the client runs on change: `{ version, locale, rules }`.
 */
final class FeedbackSchemaController extends FormController {

	protected const SUFFIX = 'feedback/schema';

	protected const METHODS = WP_REST_Server::READABLE;

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
				'version' => FormRoutes::SCHEMA_VERSION,
				'locale'  => get_locale(),
				'rules'   => $this->form( $request )->rules(),
			)
		);
	}
}
