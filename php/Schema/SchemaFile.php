<?php
/**
 * Reads the schema files generated from the zod schemas (php/Schema/generated/).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Schema;

/**
 * One schema per data shape, written once in src/schema: PHP reads the generated copy and falls
 * back to a minimal built-in one while the generated file is absent or unreadable. The shared
 * constants are the generated class SharedRules.
 */
final class SchemaFile {

	public const MODULE = 'module.schema.json';

	/**
	 * Decoded files by path; false marks a file that is missing or not a JSON object.
	 *
	 * @var array<string,array<string,mixed>|false>
	 */
	private static array $files = array();

	/**
	 * Folder the files are read from; null means php/Schema/generated.
	 *
	 * @var string|null
	 */
	private static ?string $dir = null;

	/**
	 * The JSON Schema of the canonical stored module.
	 *
	 * @return array<string,mixed>
	 */
	public static function module(): array {
		return self::read( self::MODULE ) ?? BuiltinSchema::module();
	}

	/**
	 * Whether the module schema comes from the generated file.
	 */
	public static function is_generated(): bool {
		return null !== self::read( self::MODULE );
	}

	/**
	 * The default size per device level: widths and heights, five entries each.
	 *
	 * @return array{width: list<int>, height: list<int>}
	 */
	public static function default_size(): array {
		return array(
			'width'  => SharedRules::DEFAULT_WIDTHS,
			'height' => SharedRules::DEFAULT_HEIGHTS,
		);
	}

	/**
	 * A decoded generated file, read once per request.
	 *
	 * @param string $name File name inside the folder.
	 * @return array<string,mixed>|null Null when the file is missing or not a JSON object.
	 */
	public static function read( string $name ): ?array {
		$path = ( self::$dir ?? __DIR__ . '/generated' ) . '/' . $name;
		if ( ! array_key_exists( $path, self::$files ) ) {
			$text                 = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
			$data                 = false === $text ? null : json_decode( $text, true );
			self::$files[ $path ] = is_array( $data ) && ! array_is_list( $data ) ? $data : false;
		}
		$file = self::$files[ $path ];
		return false === $file ? null : $file;
	}

	/**
	 * Reads from another folder (tests), or back from the default one with null.
	 *
	 * @param string|null $dir Folder, or null for php/Schema/generated.
	 */
	public static function use_dir( ?string $dir ): void {
		self::$dir   = $dir;
		self::$files = array();
	}
}
