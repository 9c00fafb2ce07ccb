<?php
/**
 * Reads a module's stream settings defensively.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * The settings.source group of a module, read with defaults: stored modules may come from any version
 * of the editor or an import, so every value is normalised rather than trusted.
 */
final class SourceSettings {

	/**
	 * The source type: settings.source.type, or '' when the module has no stream source.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 */
	public static function type( array $module ): string {
		$type = self::source( $module )['type'] ?? '';
		return is_string( $type ) ? sanitize_key( $type ) : '';
	}

	/**
	 * One source's own group, such as settings.source.post.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param string              $name   Group name.
	 * @return array<string,mixed>
	 */
	public static function group( array $module, string $name ): array {
		$group = self::source( $module )[ $name ] ?? array();
		return is_array( $group ) ? $group : array();
	}

	/**
	 * Positive ids from a list or a comma-separated string, in the given order.
	 *
	 * @param mixed $value Ids as stored.
	 * @return list<int>
	 */
	public static function ids( $value ): array {
		$ids = array();
		foreach ( self::values( $value ) as $id ) {
			if ( is_int( $id ) || ( is_string( $id ) && ctype_digit( trim( $id ) ) ) ) {
				$id = (int) $id;
				if ( $id > 0 ) {
					$ids[] = $id;
				}
			}
		}
		return $ids;
	}

	/**
	 * Keys (such as post type names) from a list or a comma-separated string.
	 *
	 * @param mixed $value Names as stored.
	 * @return list<string>
	 */
	public static function keys( $value ): array {
		$keys = array();
		foreach ( self::values( $value ) as $key ) {
			$key = is_string( $key ) ? sanitize_key( $key ) : '';
			if ( '' !== $key ) {
				$keys[] = $key;
			}
		}
		return array_values( array_unique( $keys ) );
	}

	/**
	 * The settings.source group.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return array<mixed>
	 */
	private static function source( array $module ): array {
		$settings = is_array( $module['settings'] ?? null ) ? $module['settings'] : array();
		return is_array( $settings['source'] ?? null ) ? $settings['source'] : array();
	}

	/**
	 * A list value, splitting a comma-separated string.
	 *
	 * @param mixed $value List or string.
	 * @return array<mixed>
	 */
	private static function values( $value ): array {
		if ( is_string( $value ) ) {
			return explode( ',', $value );
		}
		if ( is_int( $value ) ) {
			return array( $value );
		}
		return is_array( $value ) ? array_values( $value ) : array();
	}
}
