<?php
/**
 * Stagecraft's answer while the database cannot be reached: a WordPress drop-in
 * (wp-content/db-error.php) that WordPress's dead_db() runs instead of its bare 500 page.
 * Stagecraft copies it there on activation when the site has none, and removes its own copy on
 * deactivation (it is recognised by the marker stagecraft-db-error-drop-in).
 *
 * REST requests get 503 JSON in the REST API's error shape; pages get a plain 503 page. Both
 * carry Retry-After, so clients and crawlers come back instead of reading "not found".
 * Nothing here may touch the database or the object cache, which may not be loaded yet: so no
 * esc_html() (it reads blog_charset) and translations only once WordPress can look them up.
 *
 * @package Stagecraft
 */

defined( 'ABSPATH' ) || exit;

if ( ! headers_sent() ) {
	http_response_code( 503 );
	header( 'Retry-After: 60' );
	header( 'Cache-Control: no-store' );
}

// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only compared, never printed.
$stagecraft_uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : '';
$stagecraft_rest = str_contains( $stagecraft_uri, '/wp-json/' ) || str_contains( $stagecraft_uri, 'rest_route=' );
// Looking a translation up reads the locale option through the object cache; before WordPress
// has started it (a failed first connection) the English text is all there is.
$stagecraft_i18n  = function_exists( 'wp_cache_get' );
$stagecraft_title = $stagecraft_i18n ? __( 'Temporarily unavailable', 'stagecraft' ) : 'Temporarily unavailable';
$stagecraft_text  = $stagecraft_i18n ? __( 'The site is temporarily unavailable. Please try again in a minute.', 'stagecraft' ) : 'The site is temporarily unavailable. Please try again in a minute.';

if ( $stagecraft_rest ) {
	if ( ! headers_sent() ) {
		header( 'Content-Type: application/json; charset=utf-8' );
	}
	// phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode, WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON of fixed text; wp_json_encode may need the database.
	echo json_encode(
		array(
			'code'    => 'stagecraft_database_unavailable',
			'message' => $stagecraft_text,
			'data'    => array( 'status' => 503 ),
		)
	);
	return;
}

if ( ! headers_sent() ) {
	header( 'Content-Type: text/html; charset=utf-8' );
}
?>
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title><?php echo htmlspecialchars( $stagecraft_title, ENT_QUOTES, 'UTF-8' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- esc_html() reads an option. ?></title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 1.125rem/1.6 system-ui, sans-serif; color: #1e1e1e; background: #fff; }
main { max-width: 36rem; padding: 2rem; }
h1 { font-size: 1.75rem; line-height: 1.2; }
</style>
</head>
<body>
<main>
<h1><?php echo htmlspecialchars( $stagecraft_title, ENT_QUOTES, 'UTF-8' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?></h1>
<p><?php echo htmlspecialchars( $stagecraft_text, ENT_QUOTES, 'UTF-8' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?></p>
</main>
</body>
</html>
