<?php
/**
 * Loaded by WP-CLI before WordPress (wp-cli.yml), for this checkout's vendor/bin/wp only.
 *
 * The Composer registry reachable here serves mustache/mustache 2.13 only, which WP-CLI 2.11
 * (it asks for 2.14) calls in a way PHP 8.2 deprecates on every command: trim( null ) in the
 * tokenizer. Those notices, and only those, are dropped, so the site's log keeps every real one.
 * The wp-cli.phar people install bundles 2.14 and never raises them.
 *
 * @package Stagecraft
 */

// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- local tooling, see above.
$wp_cli_local_previous = set_error_handler(
	static function ( int $errno, string $errstr, string $errfile = '', int $errline = 0 ) use ( &$wp_cli_local_previous ): bool {
		if ( E_DEPRECATED === $errno && str_contains( str_replace( '\\', '/', $errfile ), '/mustache/mustache/' ) ) {
			return true;
		}
		return is_callable( $wp_cli_local_previous ) && (bool) call_user_func( $wp_cli_local_previous, $errno, $errstr, $errfile, $errline );
	}
);
