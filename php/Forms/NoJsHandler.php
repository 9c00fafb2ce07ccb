<?php
/**
 * Submissions without JavaScript.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Forms\Rest\FeedbackController;

/**
 * The rendered form posts to its own page. This runs the same submission as the REST route,
 * keeps the outcome for a minute and redirects back (post/redirect/get), so a reload never
 * submits twice; FormMarkup then shows the outcome and the typed values.
 */
final class NoJsHandler {

	public const QUERY = 'stagecraft_form_result';

	/**
	 * Handles a plain POST of a form.
	 */
	public static function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- visitors submit without a session; SpamGuard checks the nonce of logged-in users.
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		if ( 'post' !== $method || ! isset( $_POST['_wpcf7'] ) ) {
			return;
		}
		$id   = is_string( $_POST['_wpcf7'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpcf7'] ) ) : '';
		$form = preg_match( '/^[0-9]{1,18}$/', $id ) ? ContactForm::find( (int) $id ) : null;
		$tag  = FeedbackController::unit_tag( isset( $_POST['_wpcf7_unit_tag'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpcf7_unit_tag'] ) ) : '' );
		if ( null === $form || '' === $tag ) {
			return;
		}
		$raw = wp_unslash( $_POST );
		// phpcs:enable
		$ip    = FeedbackController::ip();
		$limit = RateLimiter::hit( wp_hash( $ip, 'nonce' ) );
		$agent = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
		if ( $limit['allowed'] ) {
			$result = Submission::run( $form, is_array( $raw ) ? $raw : array(), $_FILES, $ip, $agent );
		} else {
			$result = array(
				'status'         => 'spam',
				'message'        => $form->message( 'rate_limited' ),
				'invalid_fields' => array(),
			);
		}
		$token = wp_generate_password( 20, false );
		set_transient(
			'stagecraft_nojs_' . $token,
			array(
				'unit_tag'       => $tag,
				'status'         => $result['status'],
				'message'        => $result['message'],
				'invalid_fields' => $result['invalid_fields'],
				// Keep what was typed unless it went out: nothing typed is lost on an error.
				'posted'         => 'mail_sent' === $result['status'] ? array() : Submission::posted( $form, is_array( $raw ) ? $raw : array() ),
			),
			60
		);
		// Back to the page that was posted to (the form's action is its own page).
		$page = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		$url  = add_query_arg( self::QUERY, $token, '' !== $page ? $page : home_url( '/' ) );
		wp_safe_redirect( $url . '#' . $tag, 303 );
		exit;
	}

	/**
	 * The outcome for a unit tag on this page view, if any.
	 *
	 * @param string $unit_tag Unit tag.
	 * @return array<string,mixed>|null
	 */
	public static function result_for( string $unit_tag ): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a random token only reads back a result.
		$token = isset( $_GET[ self::QUERY ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY ] ) ) : '';
		if ( '' === $token ) {
			return null;
		}
		$result = get_transient( 'stagecraft_nojs_' . $token );
		return is_array( $result ) && ( $result['unit_tag'] ?? '' ) === $unit_tag ? $result : null;
	}
}
