<?php
/**
 * Block attributes read against their block.json, the only place they are declared.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use WP_Block_Type_Registry;

/**
 * WordPress fills missing attributes with their defaults but does not check an enum when it
 * renders, so a render reads enum attributes through here: an unknown value is the default.
 */
final class BlockAttributes {

	/**
	 * An enum attribute's value, or its default when the value is not one of the enum.
	 *
	 * @param string              $block      Block name.
	 * @param array<string,mixed> $attributes Attributes as rendered.
	 * @param string              $name       Attribute name.
	 */
	public static function choice( string $block, array $attributes, string $name ): string {
		$schema = self::schema( $block, $name );
		$value  = $attributes[ $name ] ?? null;
		$enum   = is_array( $schema['enum'] ?? null ) ? $schema['enum'] : array();
		return in_array( $value, $enum, true ) ? (string) $value : (string) ( $schema['default'] ?? '' );
	}

	/**
	 * An attribute's default.
	 *
	 * @param string $block Block name.
	 * @param string $name  Attribute name.
	 * @return mixed Null when the block or attribute is unknown or has no default.
	 */
	public static function default( string $block, string $name ): mixed {
		return self::schema( $block, $name )['default'] ?? null;
	}

	/**
	 * The declaration of one attribute in the registered block type.
	 *
	 * @param string $block Block name.
	 * @param string $name  Attribute name.
	 * @return array<string,mixed>
	 */
	private static function schema( string $block, string $name ): array {
		$type       = WP_Block_Type_Registry::get_instance()->get_registered( $block );
		$attributes = null === $type ? array() : (array) $type->attributes;
		return is_array( $attributes[ $name ] ?? null ) ? $attributes[ $name ] : array();
	}
}
