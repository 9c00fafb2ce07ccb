<?php
/**
 * Format predicates of spec section 5.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms\Rules;

use Stagecraft\Schema\SharedRules;

/**
 * Twin of src/forms/rules/formats.ts; each predicate takes a trimmed, non-blank string. Every
 * pattern uses the D modifier so that `$` never accepts a trailing newline, as in JavaScript.
 */
final class Formats {

	// The schemes WordPress allows, generated from src/schema/url.ts with the module URL policy.
	public const URL_SCHEMES = SharedRules::URL_PROTOCOLS;

	// Schemes whose addresses name a host, so "http:" alone or "http:///" is not an address.
	private const HOST_SCHEMES = array( 'http', 'https', 'ftp', 'ftps' );

	/**
	 * Email address.
	 *
	 * @param string $text Value.
	 */
	public static function is_email( string $text ): bool {
		$at = strpos( $text, '@' );
		if ( strlen( $text ) < 6 || false === $at || $at < 1 || strrpos( $text, '@' ) !== $at ) {
			return false;
		}
		$local  = substr( $text, 0, $at );
		$domain = substr( $text, $at + 1 );
		if ( ! preg_match( '/^[a-zA-Z0-9!#$%&\'*+\/=?^_`{|}~.-]+$/D', $local ) ) {
			return false;
		}
		if ( str_contains( $local, '..' ) || str_contains( $domain, '..' ) ) {
			return false;
		}
		$labels = explode( '.', $domain );
		if ( count( $labels ) < 2 ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( ! preg_match( '/^[a-zA-Z0-9-]+$/D', $label ) || str_starts_with( $label, '-' ) || str_ends_with( $label, '-' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Absolute address with an allowed scheme.
	 *
	 * @param string $text Value.
	 */
	public static function is_url( string $text ): bool {
		if ( ! preg_match( '/^([a-zA-Z][a-zA-Z0-9+.-]*):(.+)$/sD', $text, $match ) || preg_match( '/[\x00-\x20\x7F]/', $text ) ) {
			return false;
		}
		$scheme = strtolower( $match[1] );
		if ( ! in_array( $scheme, self::URL_SCHEMES, true ) ) {
			return false;
		}
		if ( in_array( $scheme, self::HOST_SCHEMES, true ) ) {
			return 1 === preg_match( '/^\/\/[^\/?#]+/', $match[2] );
		}
		return true;
	}

	/**
	 * Phone number with separators and extensions removed, leading 00 turned into +.
	 *
	 * @param string $text Value.
	 */
	public static function normalise_tel( string $text ): string {
		$tel = (string) preg_replace( '/[#*].*$/sD', '', $text );
		$tel = (string) preg_replace( '/[ \t\n\r\f\v().\/-]+/', '', $tel );
		return str_starts_with( $tel, '00' ) ? '+' . substr( $tel, 2 ) : $tel;
	}

	/**
	 * Telephone number of 6 to 15 digits.
	 *
	 * @param string $text Value.
	 */
	public static function is_tel( string $text ): bool {
		$tel = self::normalise_tel( $text );
		if ( ! preg_match( '/^\+?[0-9]+$/D', $tel ) ) {
			return false;
		}
		$digits = strlen( ltrim( $tel, '+' ) );
		return $digits >= 6 && $digits <= 15;
	}

	/**
	 * Integer or decimal with optional exponent.
	 *
	 * @param string $text Value.
	 */
	public static function is_number( string $text ): bool {
		return 1 === preg_match( '/^-?(?:[0-9]+|[0-9]*\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/D', $text );
	}

	/**
	 * Real date as YYYY-MM-DD (year of 4 or more digits).
	 *
	 * @param string $text Value.
	 */
	public static function is_date( string $text ): bool {
		return null !== self::parse_date( $text );
	}

	/**
	 * 24-hour HH:MM or HH:MM:SS.
	 *
	 * @param string $text Value.
	 */
	public static function is_time( string $text ): bool {
		return 1 === preg_match( '/^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/D', $text );
	}

	/**
	 * ISO day of week (Monday 1 … Sunday 7) by calendar arithmetic, free of any time zone.
	 *
	 * @param string $text Value.
	 */
	public static function day_of_week( string $text ): ?int {
		$date = self::parse_date( $text );
		if ( null === $date ) {
			return null;
		}
		// Sakamoto's method on an equivalent year between 400 and 799 (the calendar repeats every 400 years).
		$offsets = array( 0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4 );
		$y       = self::year_mod_400( $date[0] ) + 400 - ( $date[1] < 3 ? 1 : 0 );
		$sunday0 = ( $y + intdiv( $y, 4 ) - intdiv( $y, 100 ) + intdiv( $y, 400 ) + $offsets[ $date[1] - 1 ] + $date[2] ) % 7;
		return 0 === $sunday0 ? 7 : $sunday0;
	}

	/**
	 * Compares two valid dates; 0 when either is not a date.
	 *
	 * @param string $a First date.
	 * @param string $b Second date.
	 */
	public static function compare_dates( string $a, string $b ): int {
		$x = self::parse_date( $a );
		$y = self::parse_date( $b );
		if ( null === $x || null === $y ) {
			return 0;
		}
		if ( strlen( $x[0] ) !== strlen( $y[0] ) ) {
			return strlen( $x[0] ) - strlen( $y[0] );
		}
		return array( $x[0], $x[1], $x[2] ) <=> array( $y[0], $y[1], $y[2] );
	}

	/**
	 * Year digits without leading zeros, month and day; null for no real date.
	 *
	 * @param string $text Value.
	 * @return array{0:string,1:int,2:int}|null
	 */
	private static function parse_date( string $text ): ?array {
		if ( ! preg_match( '/^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/D', $text, $m ) ) {
			return null;
		}
		$year  = ltrim( $m[1], '0' );
		$month = (int) $m[2];
		$day   = (int) $m[3];
		if ( '' === $year || $month < 1 || $month > 12 || $day < 1 ) {
			return null;
		}
		return $day <= self::days_in_month( $year, $month ) ? array( $year, $month, $day ) : null;
	}

	/**
	 * 10000 is a multiple of 400, so the last four digits decide the cycle for any year length.
	 *
	 * @param string $year Year digits.
	 */
	private static function year_mod_400( string $year ): int {
		return ( (int) substr( $year, -4 ) ) % 400;
	}

	/**
	 * Days in a month of a year.
	 *
	 * @param string $year  Year digits.
	 * @param int    $month Month 1–12.
	 */
	private static function days_in_month( string $year, int $month ): int {
		if ( 2 === $month ) {
			$y = self::year_mod_400( $year );
			return ( 0 === $y % 4 && 0 !== $y % 100 ) || 0 === $y % 400 ? 29 : 28;
		}
		return in_array( $month, array( 4, 6, 9, 11 ), true ) ? 30 : 31;
	}
}
