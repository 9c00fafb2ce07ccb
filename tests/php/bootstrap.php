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
require dirname( __DIR__, 2 ) . '/vendor/autoload.php';
// vendor/ may be a symlink shared by several checkouts, and Composer's class map then points
// into another one: this checkout's own classes and tests are looked up first.
spl_autoload_register(
	static function ( string $class_name ): void {
		$roots = array(
			'Stagecraft\\Tests\\' => dirname( __DIR__ ) . '/php/',
			'Stagecraft\\'        => dirname( __DIR__, 2 ) . '/php/',
		);
		foreach ( $roots as $prefix => $dir ) {
			if ( 0 === strpos( $class_name, $prefix ) ) {
				$file = $dir . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_file( $file ) ) {
					require_once $file;
				}
				return;
			}
		}
	},
	true,
	true
);
require dirname( __DIR__, 2 ) . '/bin/wp/load.php';
