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
	 * @param ContactForm                                         $form   Form.
	 * @param array<string,list<string>>                          $posted Posted values.
	 * @param list<array{field:string,name:string,stored:string}> $files  Stored uploads.
	 */
	public static function send( ContactForm $form, array $posted, array $files = array() ): bool {
		$ok = self::send_one( $form->mail( 'mail' ), $posted, $form, $files );
		if ( $ok ) {
			$second = $form->mail( 'mail_2' );
			if ( '' !== $second['active'] && '0' !== $second['active'] ) {
				self::send_one( $second, $posted, $form, $files );
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
	 * @param bool                       $html     For an HTML body: values escaped, line breaks kept.
	 */
	public static function replace_tags( string $template, array $posted, bool $header = false, bool $html = false ): string {
		$special = array(
			'_site_title' => get_bloginfo( 'name' ),
			'_site_url'   => home_url( '/' ),
			'_date'       => (string) wp_date( (string) get_option( 'date_format' ) ),
			'_time'       => (string) wp_date( (string) get_option( 'time_format' ) ),
		);
		return (string) preg_replace_callback(
			'/\[([A-Za-z0-9_-]+)\]/',
			static function ( array $m ) use ( $posted, $special, $header, $html ): string {
				$value = isset( $posted[ $m[1] ] ) ? implode( ', ', $posted[ $m[1] ] ) : ( $special[ $m[1] ] ?? $m[0] );
				if ( $html ) {
					return nl2br( esc_html( $value ) );
				}
				return $header ? (string) preg_replace( '/[\r\n]+/', ' ', $value ) : $value;
			},
			$template
		);
	}

	/**
	 * One mail.
	 *
	 * @param array<string,string>                                $mail   Settings.
	 * @param array<string,list<string>>                          $posted Posted values.
	 * @param ContactForm                                         $form   Form.
	 * @param list<array{field:string,name:string,stored:string}> $files  Stored uploads.
	 */
	private static function send_one( array $mail, array $posted, ContactForm $form, array $files ): bool {
		$html    = '' !== $mail['use_html'] && '0' !== $mail['use_html'];
		$to      = self::replace_tags( $mail['to'], $posted, true );
		$subject = self::replace_tags( '' !== $mail['subject'] ? $mail['subject'] : '[_site_title] "' . $form->post->post_title . '"', $posted, true );
		$body    = '' !== $mail['body'] ? $mail['body'] : self::default_body( $posted );
		// An HTML body is the editor's markup (kses-filtered) with escaped values.
		$body    = $html ? wp_kses_post( self::replace_tags( $body, $posted, false, true ) ) : self::replace_tags( $body, $posted );
		$headers = array();
		if ( '' !== $mail['from'] ) {
			$headers[] = 'From: ' . self::replace_tags( $mail['from'], $posted, true );
		}
		if ( '' !== $mail['reply_to'] ) {
			$headers[] = 'Reply-To: ' . self::replace_tags( $mail['reply_to'], $posted, true );
		}
		foreach ( MailSettings::header_lines( $mail['additional_headers'] ) as $line ) {
			$headers[] = self::replace_tags( $line, $posted, true );
		}
		if ( $html ) {
			$headers[] = 'Content-Type: text/html; charset=UTF-8';
		}
		if ( '' === trim( $to ) ) {
			return false;
		}
		$attachments = self::attachments( $mail['attachments'], $files );
		try {
			return wp_mail( $to, $subject, $body, $headers, $attachments );
		} finally {
			array_map( array( Uploads::class, 'forget' ), $attachments );
		}
	}

	/**
	 * Plain copies of the stored files of the [file-field] tags listed in the attachments
	 * setting, named as the visitor named them; removed once the mail is sent.
	 *
	 * @param string                                              $setting Attachments setting.
	 * @param list<array{field:string,name:string,stored:string}> $files   Stored uploads.
	 * @return list<string>
	 */
	private static function attachments( string $setting, array $files ): array {
		preg_match_all( '/\[([A-Za-z0-9_-]+)\]/', $setting, $tags );
		$out = array();
		foreach ( $files as $file ) {
			if ( '' !== $file['stored'] && in_array( $file['field'], $tags[1], true ) ) {
				$out[] = Uploads::plain_copy( $file['stored'], $file['name'] );
			}
		}
		return array_values( array_filter( $out ) );
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
