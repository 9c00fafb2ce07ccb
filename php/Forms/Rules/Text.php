<?php
/**
 * String helpers shared by the rules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms\Rules;

/**
 * Must give the same results as src/forms/rules/text.ts, so trimming uses the explicit list of
 * characters JavaScript's String.prototype.trim removes rather than PHP's trim().
 */
final class Text {

	private const SPACE = '\x{0009}\x{000A}\x{000B}\x{000C}\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}';

	/**
	 * Removes white space at both ends.
	 *
	 * @param string $text Text.
	 */
	public static function trim( string $text ): string {
		$pattern = '/^[' . self::SPACE . ']+|[' . self::SPACE . ']+$/uD';
		// Invalid UTF-8 makes preg_replace fail; fall back to the ASCII subset.
		return preg_replace( $pattern, '', $text ) ?? trim( $text, " \t\n\r\v\f" );
	}

	/**
	 * Whether nothing but white space is left.
	 *
	 * @param string $text Text.
	 */
	public static function is_blank( string $text ): bool {
		return '' === self::trim( $text );
	}

	/**
	 * Length in UTF-16 code units with CRLF counted once, as browsers count maxlength.
	 *
	 * @param string $text Text.
	 */
	public static function utf16_length( string $text ): int {
		$text    = str_replace( "\r\n", "\n", $text );
		$encoded = mb_convert_encoding( $text, 'UTF-16LE', 'UTF-8' );
		return intdiv( strlen( $encoded ), 2 );
	}
}
