<?php
/**
 * Gives decoded PHP arrays their JSON shape back before encoding.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Schema;

use stdClass;

/**
 * PHP decodes `{}` and `[]` to the same empty array, and rest_sanitize_value_from_schema() turns
 * every "number" into a float (1600.0). The schema says which empty values are objects.
 */
final class JsonShape {

	/**
	 * A copy of the value ready for wp_json_encode(): empty objects as {} and whole floats as ints.
	 *
	 * @param mixed               $value  Decoded value.
	 * @param array<string,mixed> $schema Its JSON Schema (may be empty when unknown).
	 * @return mixed
	 */
	public static function restore( $value, array $schema ) {
		if ( is_float( $value ) ) {
			return ( floor( $value ) === $value && abs( $value ) < 1e15 ) ? (int) $value : $value;
		}
		if ( ! is_array( $value ) ) {
			return $value;
		}
		$schema = self::merge_branches( $schema );
		$types  = (array) ( $schema['type'] ?? array() );
		if ( array() === $value ) {
			return in_array( 'object', $types, true ) && ! in_array( 'array', $types, true ) ? new stdClass() : $value;
		}
		if ( array_is_list( $value ) && ! in_array( 'object', $types, true ) ) {
			$items = is_array( $schema['items'] ?? null ) ? $schema['items'] : array();
			return array_map( static fn ( $item ) => self::restore( $item, $items ), $value );
		}
		foreach ( $value as $key => $item ) {
			$value[ $key ] = self::restore( $item, self::property( $schema, (string) $key ) );
		}
		return $value;
	}

	/**
	 * A schema with its anyOf/oneOf branches folded in: every branch's types, and the keywords of
	 * its object and array branches, so a value is shaped by the branch it can belong to.
	 *
	 * @param array<string,mixed> $schema Schema.
	 * @return array<string,mixed>
	 */
	private static function merge_branches( array $schema ): array {
		$branches = array_merge( (array) ( $schema['anyOf'] ?? array() ), (array) ( $schema['oneOf'] ?? array() ) );
		foreach ( $branches as $branch ) {
			if ( ! is_array( $branch ) ) {
				continue;
			}
			$branch         = self::merge_branches( $branch );
			$types          = (array) ( $branch['type'] ?? array() );
			$schema['type'] = array_values( array_unique( array_merge( (array) ( $schema['type'] ?? array() ), $types ) ) );
			if ( array_intersect( $types, array( 'object', 'array' ) ) ) {
				$schema += array_intersect_key( $branch, array_flip( array( 'properties', 'patternProperties', 'additionalProperties', 'items' ) ) );
			}
		}
		return $schema;
	}

	/**
	 * The schema of one property of an object.
	 *
	 * @param array<string,mixed> $schema Object schema.
	 * @param string              $key    Property name.
	 * @return array<string,mixed>
	 */
	private static function property( array $schema, string $key ): array {
		if ( isset( $schema['properties'][ $key ] ) && is_array( $schema['properties'][ $key ] ) ) {
			return $schema['properties'][ $key ];
		}
		foreach ( (array) ( $schema['patternProperties'] ?? array() ) as $pattern => $sub ) {
			if ( is_array( $sub ) && rest_validate_json_schema_pattern( (string) $pattern, $key ) ) {
				return $sub;
			}
		}
		return is_array( $schema['additionalProperties'] ?? null ) ? $schema['additionalProperties'] : array();
	}
}
