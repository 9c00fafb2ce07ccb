<?php
/**
 * Quiz fields.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * A quiz field asks one question; its answers (separated by |) are compared case-insensitively.
 * The client only ever sees a hash of the first answer, as Contact Form 7 sends it.
 */
final class Quiz {

	/**
	 * Canonical form of an answer.
	 *
	 * @param string $answer Answer.
	 */
	public static function canonical( string $answer ): string {
		// As Contact Form 7 canonicalises: full-width letters, digits and spaces become their
		// ASCII forms (and half-width katakana full-width), so "１２" answers "12".
		$answer = mb_convert_kana( $answer, 'asKV', 'UTF-8' );
		return mb_strtolower( trim( (string) preg_replace( '/\s+/u', ' ', $answer ) ) );
	}

	/**
	 * Hash of an answer.
	 *
	 * @param string $answer Answer.
	 */
	public static function hash( string $answer ): string {
		// The nonce salt: wp_hash() only knows the core schemes; the prefix keeps quiz hashes apart.
		return wp_hash( 'wpcf7_quiz|' . self::canonical( $answer ), 'nonce' );
	}

	/**
	 * `{ name: [question, hashed answer] }` for every quiz of a form.
	 *
	 * @param ContactForm $form Form.
	 * @return array<string,array{0:string,1:string}>
	 */
	public static function data( ContactForm $form ): array {
		$out = array();
		foreach ( $form->fields_of( 'quiz' ) as $field ) {
			$answers               = explode( '|', $field->str( 'answer' ) );
			$out[ $field->name() ] = array( $field->str( 'question' ), self::hash( $answers[0] ) );
		}
		return $out;
	}

	/**
	 * Whether the posted answer matches one of the field's answers.
	 *
	 * @param FormField $field  Quiz field.
	 * @param string    $posted Posted answer.
	 */
	public static function correct( FormField $field, string $posted ): bool {
		foreach ( explode( '|', $field->str( 'answer' ) ) as $answer ) {
			if ( '' !== self::canonical( $answer ) && self::canonical( $answer ) === self::canonical( $posted ) ) {
				return true;
			}
		}
		return false;
	}
}
