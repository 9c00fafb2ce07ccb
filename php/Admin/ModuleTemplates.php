<?php
/**
 * The start points Add New Module offers besides the blank ones: the demo modules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Admin;

use Stagecraft\Plugin;

/**
 * Reads build/templates/*.json (the demo modules, copied there by the build) and points the
 * images they name by file ("media": "hero.jpg") at the copies shipped beside them, so a
 * template works on any site without the demo content.
 */
final class ModuleTemplates {

	/**
	 * Every template: its name (file), title, type and module.
	 *
	 * @return list<array{name: string, title: string, type: string, module: array<string,mixed>}>
	 */
	public static function all(): array {
		$folder = Plugin::build_dir() . '/templates';
		$files  = glob( $folder . '/*.json' );
		$found  = array();
		foreach ( false === $files ? array() : $files as $file ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$module = json_decode( (string) file_get_contents( $file ), true );
			if ( ! is_array( $module ) ) {
				continue;
			}
			$module  = self::with_media( $module, $folder );
			$found[] = array(
				'name'   => basename( $file, '.json' ),
				'title'  => is_string( $module['title'] ?? null ) ? $module['title'] : basename( $file, '.json' ),
				'type'   => is_string( $module['type'] ?? null ) ? $module['type'] : 'slider',
				'module' => $module,
			);
		}
		return $found;
	}

	/**
	 * The module with each image record naming a shipped file given that file's address and size.
	 *
	 * @param array<mixed> $value  Module, or a part of it.
	 * @param string       $folder The templates folder.
	 * @return array<mixed>
	 */
	private static function with_media( array $value, string $folder ): array {
		if ( isset( $value['media'] ) && is_string( $value['media'] ) && ! isset( $value['src'] ) ) {
			$name = sanitize_file_name( $value['media'] );
			$path = $folder . '/media/' . $name;
			if ( is_readable( $path ) ) {
				$size = getimagesize( $path );
				unset( $value['media'] );
				$value['src']    = plugins_url( 'build/templates/media/' . $name, Plugin::main_file() );
				$value['width']  = false === $size ? 0 : $size[0];
				$value['height'] = false === $size ? 0 : $size[1];
			}
		}
		foreach ( $value as $key => $item ) {
			if ( is_array( $item ) ) {
				$value[ $key ] = self::with_media( $item, $folder );
			}
		}
		return $value;
	}
}
