<?php
/**
 * The rules of spec section 5.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms\Rules;

/**
 * Twin of src/forms/rules/rules.ts: a rule answers its error text when broken, null otherwise.
 * tests/fixtures/form-rules holds the vectors both implementations must agree on.
 */
final class RuleSet {

	public const NAMES = array( 'required', 'requiredfile', 'email', 'url', 'tel', 'number', 'date', 'time', 'file', 'enum', 'dayofweek', 'minitems', 'maxitems', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'mindate', 'maxdate', 'minfilesize', 'maxfilesize', 'stepnumber', 'all', 'any' );

	/**
	 * Error text of the first broken rule, or null. Unknown rules pass, as in Contact Form 7.
	 *
	 * @param array<string,mixed> $rule  Rule in Contact Form 7's schema format.
	 * @param RuleInput           $input Submitted data.
	 */
	public static function check( array $rule, RuleInput $input ): ?string {
		$name = is_string( $rule['rule'] ?? null ) ? $rule['rule'] : '';
		$subs = is_array( $rule['rules'] ?? null ) ? array_values( array_filter( $rule['rules'], 'is_array' ) ) : array();
		if ( 'all' === $name ) {
			foreach ( $subs as $sub ) {
				$error = self::check( $sub, $input );
				if ( null !== $error ) {
					return $error;
				}
			}
			return null;
		}
		$error = is_scalar( $rule['error'] ?? null ) ? (string) $rule['error'] : '';
		if ( 'any' === $name ) {
			foreach ( $subs as $sub ) {
				if ( null === self::check( $sub, $input ) ) {
					return null;
				}
			}
			return array() === $subs ? null : $error;
		}
		return self::passes( $name, $rule, $input ) ? null : $error;
	}

	/**
	 * A schema number as a float, or null when it is not a number.
	 *
	 * @param mixed $value Number or numeric string.
	 */
	public static function to_number( mixed $value ): ?float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return is_finite( (float) $value ) ? (float) $value : null;
		}
		$text = Text::trim( is_string( $value ) ? $value : '' );
		return Formats::is_number( $text ) ? (float) $text : null;
	}

	/**
	 * Whether a file is accepted by extension (`.pdf`) or MIME type with wildcards (`image/*`).
	 *
	 * @param string[]                                $accept Accepted entries.
	 * @param array{name:string,type:string,size:int} $file   File.
	 */
	public static function file_accepted( array $accept, array $file ): bool {
		$name = mb_strtolower( $file['name'] );
		foreach ( $accept as $entry ) {
			$item = mb_strtolower( Text::trim( $entry ) );
			if ( preg_match( '/^\.[a-z0-9]+$/D', $item ) ) {
				if ( str_ends_with( $name, $item ) ) {
					return true;
				}
			} elseif ( self::mime_matches( $item, $file['type'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * One rule, by name.
	 *
	 * @param string              $name  Rule name.
	 * @param array<string,mixed> $rule  Rule.
	 * @param RuleInput           $input Submitted data.
	 */
	private static function passes( string $name, array $rule, RuleInput $input ): bool {
		$field     = is_string( $rule['field'] ?? null ) ? $rule['field'] : '';
		$filled    = $input->filled( $field );
		$files     = $input->files( $field );
		$threshold = self::to_number( $rule['threshold'] ?? null );
		$accept    = is_array( $rule['accept'] ?? null ) ? array_values( array_map( static fn( $a ) => is_scalar( $a ) ? (string) $a : '', $rule['accept'] ) ) : array();
		$formats   = array(
			'email'  => array( Formats::class, 'is_email' ),
			'url'    => array( Formats::class, 'is_url' ),
			'tel'    => array( Formats::class, 'is_tel' ),
			'number' => array( Formats::class, 'is_number' ),
			'date'   => array( Formats::class, 'is_date' ),
			'time'   => array( Formats::class, 'is_time' ),
		);
		if ( isset( $formats[ $name ] ) ) {
			return count( array_filter( $filled, $formats[ $name ] ) ) === count( $filled );
		}
		switch ( $name ) {
			case 'required':
				return array() !== $filled;
			case 'requiredfile':
				return array() !== $files;
			case 'file':
				foreach ( $files as $file ) {
					if ( ! self::file_accepted( $accept, $file ) ) {
						return false;
					}
				}
				return true;
			case 'enum':
				return array() === array_diff( $filled, $accept );
			case 'dayofweek':
				$days = array_map( 'floatval', $accept );
				foreach ( $filled as $value ) {
					$day = Formats::day_of_week( $value );
					if ( null !== $day && ! in_array( (float) $day, $days, true ) ) {
						return false;
					}
				}
				return true;
			case 'minitems':
				return count( $filled ) + count( $files ) >= ( $threshold ?? 0 );
			case 'maxitems':
				return count( $filled ) + count( $files ) <= ( $threshold ?? INF );
			case 'minlength':
				$total = self::total_length( $input->strings( $field ) );
				return 0 === $total || $total >= ( $threshold ?? 0 );
			case 'maxlength':
				return self::total_length( $input->strings( $field ) ) <= ( $threshold ?? INF );
			case 'minnumber':
				return self::numbers_all( $filled, static fn( float $n ) => $n >= ( $threshold ?? -INF ) );
			case 'maxnumber':
				return self::numbers_all( $filled, static fn( float $n ) => $n <= ( $threshold ?? INF ) );
			case 'mindate':
			case 'maxdate':
				return self::dates_ok( $name, $rule['threshold'] ?? null, $filled );
			case 'minfilesize':
				return array() === $files || array_sum( array_column( $files, 'size' ) ) >= ( $threshold ?? 0 );
			case 'maxfilesize':
				return array_sum( array_column( $files, 'size' ) ) <= ( $threshold ?? INF );
			case 'stepnumber':
				return self::steps_ok( $rule, $filled );
		}
		return true;
	}

	/**
	 * Sum of UTF-16 lengths.
	 *
	 * @param string[] $values Values.
	 */
	private static function total_length( array $values ): int {
		return array_sum( array_map( array( Text::class, 'utf16_length' ), $values ) );
	}

	/**
	 * Whether every value that is a number satisfies the test; other values are skipped.
	 *
	 * @param string[]              $values Trimmed values.
	 * @param callable(float): bool $test   Test.
	 */
	private static function numbers_all( array $values, callable $test ): bool {
		foreach ( $values as $value ) {
			$n = self::to_number( $value );
			if ( null !== $n && ! $test( $n ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Mindate and maxdate; an invalid threshold or value is ignored.
	 *
	 * @param string   $name      Rule name.
	 * @param mixed    $threshold Threshold date.
	 * @param string[] $values    Trimmed values.
	 */
	private static function dates_ok( string $name, mixed $threshold, array $values ): bool {
		$limit = is_scalar( $threshold ) ? (string) $threshold : '';
		if ( ! Formats::is_date( $limit ) ) {
			return true;
		}
		foreach ( $values as $value ) {
			if ( ! Formats::is_date( $value ) ) {
				continue;
			}
			$cmp = Formats::compare_dates( $value, $limit );
			if ( ( 'mindate' === $name && $cmp < 0 ) || ( 'maxdate' === $name && $cmp > 0 ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Value minus base a multiple of the interval, within 6 decimals.
	 *
	 * @param array<string,mixed> $rule   Rule with base and interval.
	 * @param string[]            $values Trimmed values.
	 */
	private static function steps_ok( array $rule, array $values ): bool {
		$interval = self::to_number( $rule['interval'] ?? null );
		if ( null === $interval || $interval <= 0 ) {
			return true;
		}
		$base = self::to_number( $rule['base'] ?? null ) ?? 0.0;
		return self::numbers_all(
			$values,
			static function ( float $n ) use ( $base, $interval ): bool {
				$remainder = abs( fmod( $n - $base, $interval ) );
				return 0.0 === round( $remainder, 6 ) || 0.0 === round( abs( $remainder - $interval ), 6 );
			}
		);
	}

	/**
	 * MIME type against a pattern with `*` wildcards.
	 *
	 * @param string $pattern Lower-case pattern.
	 * @param string $type    Type of the file.
	 */
	private static function mime_matches( string $pattern, string $type ): bool {
		$want = explode( '/', $pattern );
		$got  = explode( '/', strtolower( $type ) );
		if ( '' === $want[0] || '' === ( $want[1] ?? '' ) || '' === $got[0] || '' === ( $got[1] ?? '' ) ) {
			return false;
		}
		return ( '*' === $want[0] || $want[0] === $got[0] ) && ( '*' === $want[1] || $want[1] === $got[1] );
	}
}
