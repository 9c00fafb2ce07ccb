<?php
/**
 * Loads the local WordPress from the command line (bin/ scripts and the PHPUnit bootstrap).
 * Where WordPress is already loaded (the Playground blueprint's runPHP step), it does nothing.
 *
 * @package Stagecraft
 */

if ( defined( 'ABSPATH' ) ) {
	return;
}

$_SERVER['HTTP_HOST']      = '127.0.0.1:' . ( getenv( 'STAGECRAFT_PORT' ) ? getenv( 'STAGECRAFT_PORT' ) : '8888' );
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['SERVER_NAME']    = '127.0.0.1';
$_SERVER['REQUEST_METHOD'] = 'GET';
$wp_dir                    = getenv( 'STAGECRAFT_WP_DIR' );
$wp_load                   = ( $wp_dir ? $wp_dir : dirname( __DIR__, 2 ) . '/.wp/wordpress' ) . '/wp-load.php';
require_once $wp_load;
