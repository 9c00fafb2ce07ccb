<?php
/**
 * Validation of a form's mail settings.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Forms\Rules\Formats;
use Stagecraft\Schema\SharedRules;

/**
 * The same checks as the editor panel (src/forms/mail-settings.ts): addresses are mailboxes or
 * [field] tags, tags name the form's fields, headers are `Name: value` lines, attachments are
 * file fields. Errors are keyed by `mail.to`-style paths so the panel shows each beside its control.
 * Parts, tags and patterns come from src/schema/forms.ts (SharedRules);
 * tests/fixtures/mail-settings.json holds the cases both sides answer alike.
 */
final class MailSettings {

	/**
	 * Every setting of one mail: the text ones, then the on/off ones.
	 *
	 * @return list<string>
	 */
	public static function parts(): array {
		return array_merge( SharedRules::MAIL_TEXT_PARTS, SharedRules::MAIL_FLAG_PARTS );
	}

	/**
	 * Errors of a settings JSON text, keyed by path ('' for the whole value).
	 *
	 * @param string   $json   Settings as stored in the meta.
	 * @param string[] $fields Field names of the form.
	 * @param string[] $files  Names of its file fields.
	 * @return array<string,string>
	 */
	public static function validate_json( string $json, array $fields, array $files ): array {
		if ( '' === trim( $json ) ) {
			return array();
		}
		$settings = json_decode( $json, true );
		if ( ! is_array( $settings ) || array_is_list( $settings ) && array() !== $settings ) {
			return array( '' => __( 'The mail settings must be a JSON object.', 'stagecraft' ) );
		}
		return self::validate( $settings, $fields, $files );
	}

	/**
	 * Errors of decoded settings, keyed by path.
	 *
	 * @param array<mixed> $settings Settings.
	 * @param string[]     $fields   Field names of the form.
	 * @param string[]     $files    Names of its file fields.
	 * @return array<string,string>
	 */
	public static function validate( array $settings, array $fields, array $files ): array {
		$errors = array();
		$tags   = array_merge( $fields, SharedRules::MAIL_SPECIAL_TAGS );
		foreach ( SharedRules::MAILS as $key ) {
			$mail = $settings[ $key ] ?? array();
			if ( ! is_array( $mail ) ) {
				$errors[ $key ] = __( 'The mail settings must be a JSON object.', 'stagecraft' );
				continue;
			}
			$active = 'mail' === $key || self::flag( $mail['active'] ?? false );
			foreach ( self::parts() as $part ) {
				$value = $mail[ $part ] ?? '';
				if ( ! is_string( $value ) && ! is_bool( $value ) ) {
					$errors[ $key . '.' . $part ] = __( 'This setting must be text.', 'stagecraft' );
				}
			}
			if ( ! $active ) {
				continue;
			}
			$text   = static fn( string $part ): string => is_string( $mail[ $part ] ?? null ) ? $mail[ $part ] : '';
			$checks = array(
				'to'                 => self::mailboxes( $text( 'to' ), $tags, 'mail_2' === $key, false ),
				'from'               => self::mailboxes( $text( 'from' ), $tags, false, true ),
				'reply_to'           => self::mailboxes( $text( 'reply_to' ), $tags, false, false ),
				'subject'            => self::subject( $text( 'subject' ), $tags ),
				'body'               => self::unknown_tag( $text( 'body' ), $tags ),
				'additional_headers' => self::headers( $text( 'additional_headers' ), $tags ),
				'attachments'        => self::attachments( $text( 'attachments' ), $files ),
			);
			foreach ( $checks as $part => $error ) {
				if ( '' !== $error && ! isset( $errors[ $key . '.' . $part ] ) ) {
					$errors[ $key . '.' . $part ] = $error;
				}
			}
		}
		$messages = $settings['messages'] ?? array();
		if ( ! is_array( $messages ) || array() !== array_filter( $messages, static fn( $m ) => ! is_string( $m ) ) ) {
			$errors['messages'] = __( 'Every message must be text.', 'stagecraft' );
		}
		return $errors;
	}

	/**
	 * The non-empty lines of the additional headers setting.
	 *
	 * @param string $text Setting.
	 * @return list<string>
	 */
	public static function header_lines( string $text ): array {
		$lines = preg_split( '/\r\n|\r|\n/', $text );
		return array_values( array_filter( array_map( array( self::class, 'trim' ), false === $lines ? array() : $lines ), static fn( string $l ): bool => '' !== $l ) );
	}

	/**
	 * A true-ish flag: true, '1', 'true', 'on'.
	 *
	 * @param mixed $value Value.
	 */
	public static function flag( mixed $value ): bool {
		return true === $value || in_array( $value, SharedRules::MAIL_FLAG_ON, true );
	}

	/**
	 * Checks a comma-separated list of mailboxes (`Name <address>` or an address; tags allowed).
	 *
	 * @param string   $text     Setting.
	 * @param string[] $tags     Known tags.
	 * @param bool     $required Whether it may be empty.
	 * @param bool     $single   Only one mailbox allowed.
	 */
	private static function mailboxes( string $text, array $tags, bool $required, bool $single ): string {
		if ( '' === self::trim( $text ) ) {
			return $required ? __( 'Enter at least one address.', 'stagecraft' ) : '';
		}
		$unknown = self::unknown_tag( $text, $tags );
		if ( '' !== $unknown ) {
			return $unknown;
		}
		$list = array_map( array( self::class, 'trim' ), explode( ',', $text ) );
		if ( $single && count( $list ) > 1 ) {
			return __( 'Enter one address only.', 'stagecraft' );
		}
		foreach ( $list as $box ) {
			$sample = (string) preg_replace( self::pattern( SharedRules::MAIL_TAG_PATTERN ), SharedRules::MAIL_TAG_SAMPLE, $box );
			$match  = preg_match( self::pattern( SharedRules::MAIL_NAMED_BOX_PATTERN ), $sample, $m ) ? $m[1] : $sample;
			// A tag alone inside a display name is fine: only the address part must be an address.
			if ( ! Formats::is_email( self::trim( $match ) ) ) {
				/* translators: %s: what the editor typed */
				return sprintf( __( '"%s" is not an email address, "Name <address>" or a [field] tag.', 'stagecraft' ), $box );
			}
		}
		return '';
	}

	/**
	 * A subject: one line, known tags.
	 *
	 * @param string   $text Setting.
	 * @param string[] $tags Known tags.
	 */
	private static function subject( string $text, array $tags ): string {
		if ( preg_match( '/[\r\n]/', $text ) ) {
			return __( 'The subject must be one line.', 'stagecraft' );
		}
		return self::unknown_tag( $text, $tags );
	}

	/**
	 * Additional headers: `Name: value` lines with known tags.
	 *
	 * @param string   $text Setting.
	 * @param string[] $tags Known tags.
	 */
	private static function headers( string $text, array $tags ): string {
		foreach ( self::header_lines( $text ) as $line ) {
			if ( ! preg_match( self::pattern( SharedRules::MAIL_HEADER_PATTERN ), $line ) ) {
				/* translators: %s: the header line */
				return sprintf( __( '"%s" is not a header: write one "Name: value" a line.', 'stagecraft' ), $line );
			}
		}
		return self::unknown_tag( $text, $tags );
	}

	/**
	 * Attachments: [file-field] tags only.
	 *
	 * @param string   $text  Setting.
	 * @param string[] $files File field names.
	 */
	private static function attachments( string $text, array $files ): string {
		if ( '' !== self::trim( (string) preg_replace( self::pattern( SharedRules::MAIL_TAG_PATTERN ), '', $text ) ) ) {
			return __( 'List file fields as [field] tags only.', 'stagecraft' );
		}
		preg_match_all( self::pattern( SharedRules::MAIL_TAG_PATTERN ), $text, $m );
		foreach ( $m[1] as $tag ) {
			if ( ! in_array( $tag, $files, true ) ) {
				/* translators: %s: a [tag] */
				return sprintf( __( '[%s] is not a file field of this form.', 'stagecraft' ), $tag );
			}
		}
		return '';
	}

	/**
	 * The first tag that names no field, as an error.
	 *
	 * @param string   $text Setting.
	 * @param string[] $tags Known tags.
	 */
	private static function unknown_tag( string $text, array $tags ): string {
		preg_match_all( self::pattern( SharedRules::MAIL_TAG_PATTERN ), $text, $m );
		foreach ( $m[1] as $tag ) {
			if ( ! in_array( $tag, $tags, true ) ) {
				/* translators: %s: a [tag] */
				return sprintf( __( '[%s] is not a field of this form.', 'stagecraft' ), $tag );
			}
		}
		return '';
	}

	/**
	 * A shared pattern (written without delimiters) as a PCRE; `$` ends the text as in JavaScript.
	 *
	 * @param string $pattern Pattern.
	 */
	private static function pattern( string $pattern ): string {
		return '/' . str_replace( '/', '\\/', $pattern ) . '/D';
	}

	/**
	 * Text without the white space around it, Unicode spaces included (as JavaScript's trim()).
	 *
	 * @param string $text Text.
	 */
	private static function trim( string $text ): string {
		return (string) preg_replace( '/^[\s\x{FEFF}]+|[\s\x{FEFF}]+$/uD', '', $text );
	}
}
