<?php
/**
 * PHPUnit bootstrap: loads the real test WordPress (database from STAGECRAFT_DB, set up by
 * bin/test) so integration tests run against real core, plugin and MariaDB.
 *
 * @package Stagecraft
 */

if ( ! getenv( 'STAGECRAFT_DB' ) ) {
	putenv( 'STAGECRAFT_DB=stagecraft_test' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_putenv -- read by wp-config.php.
}
// vendor/ is a symlink to a folder shared by several checkouts, so Composer's PSR-4 map points at
// another checkout's php/ and tests/php/. This checkout's classes are loaded first, from here.
spl_autoload_register(
	static function ( string $class_name ): void {
		$roots = array(
			'Stagecraft\\Tests\\' => __DIR__ . '/',
			'Stagecraft\\'        => dirname( __DIR__, 2 ) . '/php/',
		);
		foreach ( $roots as $prefix => $dir ) {
			if ( str_starts_with( $class_name, $prefix ) ) {
				$file = $dir . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				// Classes generated from src/schema live in a generated/ folder beside their path.
				$file = is_file( $file ) ? $file : dirname( $file ) . '/generated/' . basename( $file );
				if ( is_file( $file ) ) {
					require $file;
				}
				return;
			}
		}
	},
	true,
	true
);
require dirname( __DIR__, 2 ) . '/vendor/autoload.php';
require dirname( __DIR__, 2 ) . '/bin/wp/load.php';
