<?php
/**
 * GET contact-forms/{id}/refill.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\Captcha;
use Stagecraft\Forms\Quiz;
use Stagecraft\Forms\RateLimiter;
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
		$form  = $this->form( $request );
		$limit = RateLimiter::refill( wp_hash( FeedbackController::ip(), 'nonce' ) );
		if ( ! $limit['allowed'] ) {
			// Every refill draws new captcha images: a loop of them must not fill the database.
			throw new RouteError( 'stagecraft_rate_limited', __( 'Too many requests. Please wait a minute and try again.', 'stagecraft' ), 429, array(), $limit['headers'] + array( 'Retry-After' => $limit['headers']['RateLimit-Reset'] ) );
		}
		$captcha  = Captcha::data( $form );
		$data     = array_filter(
			array(
				'captcha'           => $captcha,
				// Stagecraft's addition: the text alternative of each new image.
				'captcha_questions' => Captcha::questions( $captcha ),
				'quiz'              => Quiz::data( $form ),
			)
		);
		$response = new WP_REST_Response( $data );
		$response->set_headers( $limit['headers'] );
		return $response;
	}
}
