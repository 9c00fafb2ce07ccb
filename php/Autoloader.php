<?php
/**
 * PSR-4 autoloader for the Stagecraft namespace, so the plugin needs no Composer at run time.
 *
 * @package Stagecraft
 */

namespace Stagecraft;

/**
 * Maps Stagecraft\Foo\Bar to {base}/Foo/Bar.php, or to {base}/Foo/generated/Bar.php for the
 * classes `npm run generate:schema` writes from src/schema.
 */
final class Autoloader {

	/**
	 * Registers the loader for classes under the given folder.
	 *
	 * @param string $base Folder holding the Stagecraft namespace.
	 */
	public static function register( string $base ): void {
		spl_autoload_register(
			static function ( string $class_name ) use ( $base ): void {
				if ( 0 !== strpos( $class_name, __NAMESPACE__ . '\\' ) ) {
					return;
				}
				$relative = substr( $class_name, strlen( __NAMESPACE__ ) + 1 );
				$file     = $base . '/' . str_replace( '\\', '/', $relative ) . '.php';
				if ( ! is_file( $file ) ) {
					$file = dirname( $file ) . '/generated/' . basename( $file );
				}
				if ( is_file( $file ) ) {
					require_once $file;
				}
			}
		);
	}
}
