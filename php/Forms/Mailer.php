<?php
/**
 * Sends a form's mails.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Replaces [field] tags with the posted values and sends with wp_mail.
 */
final class Mailer {

	/**
	 * Sends the main mail and, when active, the second one; true when the main mail went out.
	 *
	 * @param ContactForm                $form   Form.
	 * @param array<string,list<string>> $posted Posted values.
	 */
	public static function send( ContactForm $form, array $posted ): bool {
		$ok = self::send_one( $form->mail( 'mail' ), $posted, $form );
		if ( $ok ) {
			$second = $form->mail( 'mail_2' );
			if ( '' !== $second['active'] && '0' !== $second['active'] ) {
				self::send_one( $second, $posted, $form );
			}
		}
		return $ok;
	}

	/**
	 * Replaces [name] tags; special tags start with an underscore.
	 *
	 * @param string                     $template Text with tags.
	 * @param array<string,list<string>> $posted   Posted values.
	 * @param bool                       $header   For a header: no line breaks allowed.
	 */
	public static function replace_tags( string $template, array $posted, bool $header = false ): string {
		$special = array(
			'_site_title' => get_bloginfo( 'name' ),
			'_site_url'   => home_url( '/' ),
			'_date'       => (string) wp_date( (string) get_option( 'date_format' ) ),
			'_time'       => (string) wp_date( (string) get_option( 'time_format' ) ),
		);
		return (string) preg_replace_callback(
			'/\[([A-Za-z0-9_-]+)\]/',
			static function ( array $m ) use ( $posted, $special, $header ): string {
				$value = isset( $posted[ $m[1] ] ) ? implode( ', ', $posted[ $m[1] ] ) : ( $special[ $m[1] ] ?? $m[0] );
				return $header ? (string) preg_replace( '/[\r\n]+/', ' ', $value ) : $value;
			},
			$template
		);
	}

	/**
	 * One mail.
	 *
	 * @param array<string,string>       $mail   Settings.
	 * @param array<string,list<string>> $posted Posted values.
	 * @param ContactForm                $form   Form.
	 */
	private static function send_one( array $mail, array $posted, ContactForm $form ): bool {
		$to      = self::replace_tags( $mail['to'], $posted, true );
		$subject = self::replace_tags( '' !== $mail['subject'] ? $mail['subject'] : '[_site_title] "' . $form->post->post_title . '"', $posted, true );
		$body    = self::replace_tags( '' !== $mail['body'] ? $mail['body'] : self::default_body( $posted ), $posted );
		$headers = array();
		if ( '' !== $mail['from'] ) {
			$headers[] = 'From: ' . self::replace_tags( $mail['from'], $posted, true );
		}
		if ( '' !== $mail['reply_to'] ) {
			$headers[] = 'Reply-To: ' . self::replace_tags( $mail['reply_to'], $posted, true );
		}
		return '' !== trim( $to ) && wp_mail( $to, $subject, $body, $headers );
	}

	/**
	 * Every field, one per line, when the form sets no body.
	 *
	 * @param array<string,list<string>> $posted Posted values.
	 */
	private static function default_body( array $posted ): string {
		$lines = array();
		foreach ( array_keys( $posted ) as $name ) {
			$lines[] = $name . ': [' . $name . ']';
		}
		return implode( "\n", $lines );
	}
}
