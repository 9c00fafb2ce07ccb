<?php
/**
 * GET contact-forms/{id}/refill.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\Captcha;
use Stagecraft\Forms\Quiz;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Fresh captcha and quiz data after a submission; an empty JSON array when the form has neither.
 */
final class RefillController extends FormController {

	protected const SUFFIX = 'refill';

	protected const METHODS = WP_REST_Server::READABLE;

	/**
	 * Refill data.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response
	 * @throws RouteError When no published form has the id.
	 */
	public function get_item( $request ) {
		$form = $this->form( $request );
		$data = array_filter(
			array(
				'captcha' => Captcha::data( $form ),
				'quiz'    => Quiz::data( $form ),
			)
		);
		return new WP_REST_Response( $data );
	}
}
