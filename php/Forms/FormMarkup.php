<?php
/**
 * The HTML of a whole form, rendered by the stagecraft/contact-form block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Rest\FormRoutes;
use Stagecraft\Rest\ProofOfWorkController;

/**
 * Works without JavaScript (posts to its own page, NoJsHandler answers) and follows Contact
 * Form 7's markup so either client can take it over.
 */
final class FormMarkup {

	/**
	 * Forms rendered on this request, for the unit tag's o{n}.
	 *
	 * @var int
	 */
	private static int $count = 0;

	/**
	 * Renders a form.
	 *
	 * @param ContactForm $form Form.
	 */
	public static function render( ContactForm $form ): string {
		++self::$count;
		$post     = in_the_loop() || is_singular() ? (int) get_the_ID() : 0;
		$unit_tag = 'wpcf7-f' . $form->id() . ( $post > 0 ? '-p' . $post : '' ) . '-o' . self::$count;
		$result   = NoJsHandler::result_for( $unit_tag );
		$status   = is_string( $result['status'] ?? null ) ? $result['status'] : 'init';
		$errors   = array();
		foreach ( is_array( $result['invalid_fields'] ?? null ) ? $result['invalid_fields'] : array() as $item ) {
			$errors[ (string) $item['field'] ] = (string) $item['message'];
		}
		$posted  = is_array( $result['posted'] ?? null ) ? $result['posted'] : array();
		$message = is_string( $result['message'] ?? null ) ? $result['message'] : '';
		$action  = remove_query_arg( NoJsHandler::QUERY ) . '#' . $unit_tag;

		$hidden = array(
			'_wpcf7'                  => (string) $form->id(),
			'_wpcf7_version'          => FormRoutes::WIRE_VERSION,
			'_wpcf7_locale'           => get_locale(),
			'_wpcf7_unit_tag'         => $unit_tag,
			'_wpcf7_container_post'   => (string) $post,
			'_wpcf7_posted_data_hash' => '',
		);
		if ( is_user_logged_in() ) {
			$hidden['_wpnonce'] = wp_create_nonce( 'wp_rest' );
		}
		$html  = '<div class="wpcf7 no-js" id="' . esc_attr( $unit_tag ) . '" lang="' . esc_attr( str_replace( '_', '-', get_locale() ) ) . '" dir="' . ( is_rtl() ? 'rtl' : 'ltr' ) . '" data-wpcf7-id="' . esc_attr( (string) $form->id() ) . '">';
		$html .= '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true">' . esc_html( $message ) . '</p><ul>';

		$ids = array();
		foreach ( $form->fields as $field ) {
			$ids[ $field->name() ] = FieldMarkup::control_id( $field, $unit_tag );
		}
		// Each error links to its control, as the client's list does after a send with JavaScript.
		foreach ( $errors as $field => $error ) {
			$text  = esc_html( $error );
			$html .= '<li id="' . esc_attr( $unit_tag . '-ve-' . $field ) . '">' . ( isset( $ids[ $field ] ) ? '<a href="#' . esc_attr( $ids[ $field ] ) . '">' . $text . '</a>' : $text ) . '</li>';
		}
		$html .= '</ul></div>';
		$html .= '<form action="' . esc_url( $action ) . '" method="post" class="wpcf7-form ' . esc_attr( self::status_class( $status ) ) . '" aria-label="' . esc_attr__( 'Contact form', 'stagecraft' ) . '" novalidate="novalidate" data-status="' . esc_attr( self::status_class( $status ) ) . '" enctype="multipart/form-data">';
		$html .= '<fieldset class="hidden-fields-container">';
		foreach ( $hidden as $name => $value ) {
			$html .= '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" />';
		}
		$html .= '</fieldset>';
		// The honeypot: hidden from people and assistive technology, tempting for bots.
		$html .= '<p class="stagecraft-hp" aria-hidden="true" style="position:absolute;left:-9999px"><label>' . esc_html__( 'Leave this field empty', 'stagecraft' ) . '<input type="text" name="' . esc_attr( SpamGuard::HONEYPOT ) . '" value="" tabindex="-1" autocomplete="off" /></label></p>';
		$area  = null;
		// Boxes the client waits for before it enables the submit (src/forms/client/behaviours.ts).
		$to_tick = array();
		foreach ( $form->fields_of( 'acceptance' ) as $box ) {
			if ( ! $box->flag( 'optional' ) && ! $box->flag( 'invert' ) && '' !== $box->str( 'label' ) ) {
				$to_tick[] = $box->str( 'label' );
			}
		}
		foreach ( $form->fields as $field ) {
			$novalidate = $field->flag( 'novalidate' );
			if ( $novalidate !== $area ) {
				$html .= ( null !== $area ? '</div>' : '' ) . '<div class="stagecraft-form-area' . ( $novalidate ? ' novalidate' : '' ) . '"' . ( $novalidate ? ' data-novalidate="true"' : '' ) . '>';
				$area  = $novalidate;
			}
			$values = is_array( $posted[ $field->name() ] ?? null ) ? array_values( array_map( 'strval', $posted[ $field->name() ] ) ) : array();
			$html  .= FieldMarkup::render( $field, $values, $errors[ $field->name() ] ?? '', $unit_tag, $to_tick );
		}
		$html .= ( null !== $area ? '</div>' : '' );
		$html .= $form->proof_of_work() ? self::proof_of_work() : '';
		$html .= '<div class="wpcf7-response-output" aria-hidden="true">' . esc_html( $message ) . '</div>';
		return $html . '</form></div>';
	}

	/**
	 * The proof-of-work check's box: the client (src/forms/client/proof-of-work.ts) fetches a
	 * challenge from the site once the visitor starts on the form, solves it, puts the answer
	 * in the hidden `altcha` field and says how it went in the status line; nothing to operate
	 * but a retry button when the check failed. Without JavaScript it cannot run, and the
	 * visitor is told so.
	 */
	private static function proof_of_work(): string {
		return '<div class="stagecraft-field stagecraft-proof-of-work" data-challenge-url="' . esc_url( ProofOfWorkController::url() ) . '" data-state="idle">'
			. '<span class="stagecraft-pow-status" role="status" aria-live="polite">' . esc_html__( 'A short check in your browser shows that you are not a robot.', 'stagecraft' ) . '</span> '
			. '<button type="button" class="stagecraft-pow-retry" hidden>' . esc_html__( 'Try again', 'stagecraft' ) . '</button>'
			. '<input type="hidden" name="' . esc_attr( ProofOfWork::FIELD ) . '" value="" />'
			. '<noscript><p class="stagecraft-pow-noscript">' . esc_html__( 'This form checks that you are not a bot with a short calculation in your browser, which needs JavaScript. Please turn JavaScript on to send it.', 'stagecraft' ) . '</p></noscript>'
			. '</div>';
	}

	/**
	 * The class and data-status for a status, as Contact Form 7 names them.
	 *
	 * @param string $status Status.
	 */
	public static function status_class( string $status ): string {
		$map = array(
			'validation_failed'  => 'invalid',
			'acceptance_missing' => 'unaccepted',
			'mail_sent'          => 'sent',
			'mail_failed'        => 'failed',
		);
		return $map[ $status ] ?? (string) preg_replace( '/[^a-z0-9_-]/', '', strtolower( $status ) );
	}

	/**
	 * Resets the unit tag counter (tests render several pages in one process).
	 */
	public static function reset(): void {
		self::$count = 0;
	}
}
