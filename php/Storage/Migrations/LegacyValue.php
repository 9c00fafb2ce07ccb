<?php
/**
 * Reads the loosely typed values of the legacy (version 0) format.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage\Migrations;

/**
 * Legacy settings stored flags as 'on'/'off' and numbers as strings such as "1240px".
 */
final class LegacyValue {

	/**
	 * A flag from true/false, 1/0, 'on'/'off', 'true'/'false', 'yes'/'no'.
	 *
	 * @param mixed $value   Stored value.
	 * @param bool  $default Value when missing or unreadable.
	 */
	public static function flag( $value, bool $default ): bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return 0.0 !== (float) $value;
		}
		if ( is_string( $value ) ) {
			$value = strtolower( trim( $value ) );
			if ( in_array( $value, array( 'on', 'true', '1', 'yes' ), true ) ) {
				return true;
			}
			if ( in_array( $value, array( 'off', 'false', '0', 'no', '' ), true ) ) {
				return false;
			}
		}
		return $default;
	}

	/**
	 * A number from a number or a string starting with one ("1240px").
	 *
	 * @param mixed          $value   Stored value.
	 * @param int|float|null $default Value when missing or unreadable.
	 * @return int|float|null
	 */
	public static function number( $value, $default = null ) {
		if ( is_int( $value ) || is_float( $value ) ) {
			return $value;
		}
		if ( is_string( $value ) && preg_match( '/^\s*(-?\d+(?:\.\d+)?)/', $value, $match ) ) {
			return str_contains( $match[1], '.' ) ? (float) $match[1] : (int) $match[1];
		}
		return $default;
	}

	/**
	 * A string, or the default for anything else.
	 *
	 * @param mixed  $value   Stored value.
	 * @param string $default Value when not a string or number.
	 */
	public static function text( $value, string $default = '' ): string {
		return is_string( $value ) || is_int( $value ) || is_float( $value ) ? (string) $value : $default;
	}

	/**
	 * The first of the named keys that is set, or null.
	 *
	 * @param array<mixed> $data Legacy record.
	 * @param string[]     $keys Keys in order of preference.
	 * @return mixed
	 */
	public static function first( array $data, array $keys ) {
		foreach ( $keys as $key ) {
			if ( isset( $data[ $key ] ) && '' !== $data[ $key ] ) {
				return $data[ $key ];
			}
		}
		return null;
	}
}
