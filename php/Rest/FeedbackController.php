<?php
/**
 * POST contact-forms/{id}/feedback.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\Captcha;
use Stagecraft\Forms\ContactForm;
use Stagecraft\Forms\Quiz;
use Stagecraft\Forms\RateLimiter;
use Stagecraft\Forms\Submission;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Submits a form, answering as Contact Form 7 6.1 does: every submission outcome is 200.
 */
final class FeedbackController extends FormController {

	protected const SUFFIX = 'feedback';

	public const UNIT_TAG_MAX = 64;

	protected const METHODS = WP_REST_Server::CREATABLE;

	/**
	 * Handles a submission.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response
	 * @throws RouteError For a request that is no submission: wrong format, unknown form or unit tag, too many.
	 */
	public function create_item( $request ) {
		ServerTiming::begin();
		$type = (string) $request->get_header( 'Content-Type' );
		if ( ! str_starts_with( strtolower( $type ), 'multipart/form-data' ) ) {
			throw new RouteError( 'wpcf7_unsupported_media_type', __( 'The request payload format is not supported.', 'stagecraft' ), 415 );
		}
		$form     = $this->form( $request );
		$unit_tag = self::unit_tag( $request->get_param( '_wpcf7_unit_tag' ) );
		if ( '' === $unit_tag ) {
			throw new RouteError( 'wpcf7_unit_tag_not_found', __( 'There is no valid unit tag.', 'stagecraft' ), 400 );
		}
		$ip    = self::ip();
		$limit = ServerTiming::measure( 'limit', static fn () => RateLimiter::hit( wp_hash( $ip, 'nonce' ) ) );
		if ( ! $limit['allowed'] ) {
			throw new RouteError( 'stagecraft_rate_limited', $form->message( 'rate_limited' ), 429, array(), $limit['headers'] + array( 'Retry-After' => $limit['headers']['RateLimit-Reset'] ) );
		}
		$user_agent = (string) $request->get_header( 'User-Agent' );
		$result     = Submission::run( $form, (array) $request->get_body_params(), (array) $request->get_file_params(), $ip, $user_agent );
		$response   = new WP_REST_Response( self::reply( $form, $unit_tag, $result ), 200 );
		$timing     = ServerTiming::header();
		$response->set_headers( $limit['headers'] + ( '' === $timing ? array() : array( 'Server-Timing' => $timing ) ) );
		return $response;
	}

	/**
	 * The reply body.
	 *
	 * @param ContactForm                                                                                                         $form     Form.
	 * @param string                                                                                                              $unit_tag Unit tag.
	 * @param array{status:string,message:string,invalid_fields:list<array{field:string,message:string}>,posted_data_hash:string} $result Outcome.
	 * @return array<string,mixed>
	 */
	public static function reply( ContactForm $form, string $unit_tag, array $result ): array {
		$ids = array();
		foreach ( $form->fields as $field ) {
			$ids[ $field->name() ] = $field->html_id();
		}
		$invalid = array();
		foreach ( $result['invalid_fields'] as $item ) {
			$invalid[] = array(
				'field'    => $item['field'],
				'message'  => $item['message'],
				// As Contact Form 7: the control's own id (its id: option) so a client can link to it, else null.
				'idref'    => '' !== ( $ids[ $item['field'] ] ?? '' ) ? $ids[ $item['field'] ] : null,
				'error_id' => $unit_tag . '-ve-' . $item['field'],
			);
		}
		$reply = array(
			'contact_form_id'  => $form->id(),
			'status'           => $result['status'],
			'message'          => $result['message'],
			'posted_data_hash' => $result['posted_data_hash'],
			'into'             => '#' . $unit_tag,
			'invalid_fields'   => $invalid,
		);
		// Every reply brings a fresh captcha: the posted one was used up by the check.
		$captcha = Captcha::data( $form );
		if ( array() !== $captcha ) {
			$reply['captcha'] = $captcha;
			// Stagecraft's addition: the text alternative of each new image (Captcha::question()).
			$reply['captcha_questions'] = Captcha::questions( $captcha );
		}
		$quiz = Quiz::data( $form );
		if ( array() !== $quiz ) {
			$reply['quiz'] = $quiz;
		}
		return $reply;
	}

	/**
	 * A unit tag reduced to letters, digits, - and _.
	 *
	 * @param mixed $tag Posted tag.
	 */
	public static function unit_tag( mixed $tag ): string {
		$tag = is_string( $tag ) ? (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $tag ) : '';
		// Contact Form 7's tags (wpcf7-f12-p34-o1) are short; a long one is no tag, and never
		// comes back in a Location header or a stored record.
		return strlen( $tag ) <= self::UNIT_TAG_MAX ? $tag : '';
	}

	/**
	 * The visitor's address.
	 */
	public static function ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return (string) filter_var( $ip, FILTER_VALIDATE_IP );
	}
}
