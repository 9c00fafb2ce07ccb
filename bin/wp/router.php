<?php
/**
 * Router for `php -S`: serves existing files as they are and sends everything else through
 * WordPress's front controller, so pretty permalinks and /wp-json/ work as under Apache.
 *
 * @package Stagecraft
 */

$stagecraft_root = $_SERVER['DOCUMENT_ROOT'];

// The packages `npm run dist` wrote, for the Playground blueprint (which fetches them
// cross-origin) and for downloads from the local site.
if ( preg_match( '#^/dist/(stagecraft(-theme|-demo)?\.zip|blueprint\.json)$#', (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ), $stagecraft_dist ) ) {
	$stagecraft_dist = dirname( __DIR__, 2 ) . '/dist/' . $stagecraft_dist[1];
	if ( is_file( $stagecraft_dist ) ) {
		header( 'Access-Control-Allow-Origin: *' );
		header( 'Content-Type: ' . ( str_ends_with( $stagecraft_dist, '.json' ) ? 'application/json' : 'application/zip' ) );
		header( 'Content-Length: ' . filesize( $stagecraft_dist ) );
		readfile( $stagecraft_dist );
		return true;
	}
}
$stagecraft_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
// realpath() refuses a path with a NUL byte (a fatal error): such a path names no file.
$stagecraft_file = str_contains( $stagecraft_path, "\0" ) ? false : realpath( $stagecraft_root . $stagecraft_path );

if ( false !== $stagecraft_file && is_file( $stagecraft_file ) ) {
	return false;
}
if ( false !== $stagecraft_file && is_dir( $stagecraft_file ) && is_file( $stagecraft_file . '/index.php' ) ) {
	if ( '/' !== substr( $stagecraft_path, -1 ) ) {
		header( 'Location: ' . $stagecraft_path . '/', true, 301 );
		return true;
	}
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $stagecraft_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $stagecraft_root . '/index.php';
