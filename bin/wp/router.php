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
// The test site's stand-ins for the social stream sources' APIs (no internet here); see
// tests/e2e/stand-ins/social-apis.php. The site reaches them through stagecraft_stream_api_base.
if ( 'stagecraft_test' === getenv( 'STAGECRAFT_DB' ) && str_starts_with( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ), '/stand-ins/social/' ) ) {
	require dirname( __DIR__, 2 ) . '/tests/e2e/stand-ins/social-apis.php';
	stagecraft_social_stand_in_serve( $_SERVER['REQUEST_URI'] );
	return true;
}
$stagecraft_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
// realpath() refuses a path with a NUL byte (a fatal error): such a path names no file.
$stagecraft_file = str_contains( $stagecraft_path, "\0" ) ? false : realpath( $stagecraft_root . $stagecraft_path );

// Audio and video asked for by range (seeking, a start time): `php -S` ignores Range headers,
// so a browser could never seek in them; nginx and Apache answer such requests themselves. Only
// files under the site's root (a path with ../ could name others).
if ( false !== $stagecraft_file && is_file( $stagecraft_file ) && isset( $_SERVER['HTTP_RANGE'] )
	&& str_starts_with( $stagecraft_file, (string) realpath( $stagecraft_root ) . '/' )
	&& preg_match( '/\.(mp4|m4v|webm|ogv|mp3|m4a|oga|ogg|wav)$/i', $stagecraft_file, $stagecraft_type )
	&& preg_match( '/^bytes=(\d*)-(\d*)$/', (string) $_SERVER['HTTP_RANGE'], $stagecraft_range ) ) {
	$stagecraft_size  = (int) filesize( $stagecraft_file );
	$stagecraft_start = '' === $stagecraft_range[1] ? max( 0, $stagecraft_size - (int) $stagecraft_range[2] ) : (int) $stagecraft_range[1];
	$stagecraft_end   = '' === $stagecraft_range[1] || '' === $stagecraft_range[2] ? $stagecraft_size - 1 : min( (int) $stagecraft_range[2], $stagecraft_size - 1 );
	if ( $stagecraft_start > $stagecraft_end ) {
		header( 'Content-Range: bytes */' . $stagecraft_size, true, 416 );
		return true;
	}
	$stagecraft_types = array(
		'mp4'  => 'video/mp4',
		'm4v'  => 'video/mp4',
		'webm' => 'video/webm',
		'ogv'  => 'video/ogg',
		'mp3'  => 'audio/mpeg',
		'm4a'  => 'audio/mp4',
		'oga'  => 'audio/ogg',
		'ogg'  => 'audio/ogg',
		'wav'  => 'audio/wav',
	);
	http_response_code( 206 );
	header( 'Content-Type: ' . $stagecraft_types[ strtolower( $stagecraft_type[1] ) ] );
	header( 'Accept-Ranges: bytes' );
	header( "Content-Range: bytes $stagecraft_start-$stagecraft_end/$stagecraft_size" );
	header( 'Content-Length: ' . ( $stagecraft_end - $stagecraft_start + 1 ) );
	echo file_get_contents( $stagecraft_file, false, null, $stagecraft_start, $stagecraft_end - $stagecraft_start + 1 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the file's own bytes.
	return true;
}
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
