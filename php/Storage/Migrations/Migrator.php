<?php
/**
 * Runs the numbered migrations in order.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage\Migrations;

use Stagecraft\Schema\SharedRules;

/**
 * Brings a module stored by any earlier schema version up to the current one, on read and on save.
 */
final class Migrator {

	/** The schema version every stored module carries. */
	public const CURRENT = SharedRules::SCHEMA_VERSION;

	/**
	 * The chain, one step per version.
	 *
	 * @return list<Migration>
	 */
	public static function chain(): array {
		return array( new Migration0To1(), new Migration1To2() );
	}

	/**
	 * The schema version a module was stored with. Version 0 predates the field: it is recognised
	 * by its legacy slider_params; any other module without a version is the foundation's shape.
	 *
	 * @param array<string,mixed> $module Decoded module.
	 */
	public static function version_of( array $module ): int {
		if ( isset( $module['version'] ) && is_numeric( $module['version'] ) ) {
			return max( 0, (int) $module['version'] );
		}
		return array_key_exists( 'slider_params', $module ) ? 0 : 1;
	}

	/**
	 * The module type, read from any stored version without migrating the module: version 0
	 * keeps it among its legacy settings, later versions at the top. An unknown type is a slider,
	 * as the normaliser makes it.
	 *
	 * @param array<string,mixed> $module Decoded module.
	 */
	public static function type_of( array $module ): string {
		$type = 0 === self::version_of( $module ) ? Migration0To1::type( $module ) : ( $module['type'] ?? null );
		return in_array( $type, SharedRules::MODULE_TYPES, true ) ? $type : SharedRules::MODULE_TYPES[0];
	}

	/**
	 * The module in the current shape, and whether a step ran. A module from a newer version
	 * than this code knows is returned unchanged.
	 *
	 * @param array<string,mixed> $module Decoded module.
	 * @return array{module: array<string,mixed>, migrated: bool}
	 */
	public static function run( array $module ): array {
		$version  = self::version_of( $module );
		$migrated = false;
		foreach ( self::chain() as $step ) {
			if ( $step->from() === $version ) {
				$module   = $step->migrate( $module );
				$version  = $step->from() + 1;
				$migrated = true;
			}
		}
		if ( $migrated ) {
			$module['version'] = $version;
		}
		return array(
			'module'   => $module,
			'migrated' => $migrated,
		);
	}
}
