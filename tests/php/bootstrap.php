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
require dirname( __DIR__, 2 ) . '/bin/wp/load.php';
