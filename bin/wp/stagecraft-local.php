<?php
/**
 * Plugin Name: Stagecraft local site
 * Description: Settings for the local development and test site only (linked in by bin/setup).
 *
 * @package Stagecraft
 */

// No network: never ask WordPress.org for updates, translations or browser checks.
// A fresh "checked just now" answer, so core never starts a check (a failed one logs warnings).
$stagecraft_checked = static function () {
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => get_bloginfo( 'version' ),
		'updates'         => array(),
		'translations'    => array(),
		'response'        => array(),
		'no_update'       => array(),
		'checked'         => array(),
	);
};
add_filter( 'pre_site_transient_update_core', $stagecraft_checked );
add_filter( 'pre_site_transient_update_plugins', $stagecraft_checked );
add_filter( 'pre_site_transient_update_themes', $stagecraft_checked );
add_filter( 'pre_site_transient_browser_' . md5( $_SERVER['HTTP_USER_AGENT'] ?? '' ), '__return_empty_array' );
add_filter( 'pre_site_transient_php_check_' . md5( PHP_VERSION ), '__return_empty_array' );
remove_action( 'init', 'wp_schedule_update_checks' );
add_filter( 'automatic_updater_disabled', '__return_true' );

// There is no sendmail: mail goes over SMTP to 127.0.0.1 on the site's port + 1000 (or
// STAGECRAFT_SMTP_PORT), where the e2e tests run a real SMTP server and read the mail back.
// With nothing listening there, wp_mail fails and forms answer mail_failed, as on a broken host.
if ( ! defined( 'STAGECRAFT_SMTP_HOST' ) ) {
	$stagecraft_smtp_port = (int) getenv( 'STAGECRAFT_SMTP_PORT' );
	if ( $stagecraft_smtp_port <= 0 && isset( $_SERVER['SERVER_PORT'] ) ) {
		$stagecraft_smtp_port = (int) $_SERVER['SERVER_PORT'] + 1000;
	}
	if ( $stagecraft_smtp_port > 0 ) {
		define( 'STAGECRAFT_SMTP_HOST', '127.0.0.1' );
		define( 'STAGECRAFT_SMTP_PORT', $stagecraft_smtp_port );
	}
}

// The test site only: a browser test cannot read a captcha image, so it names the answer of the
// challenges drawn for it in a cookie. Everything else (GD image, transient, route, check) is real.
// Its proof-of-work challenges are smaller (5,000 instead of 100,000): the same widget, route and
// check, but a browser on a machine running two test suites at once still answers in seconds.
if ( defined( 'DB_NAME' ) && 'stagecraft_test' === DB_NAME ) {
	add_filter( 'stagecraft_pow_max_number', static fn (): int => 5000 );
	// Every browser test submits from 127.0.0.1, many forms a minute: that address gets a high
	// submission limit. The visitor's limit of 10 a minute is tested with other addresses
	// (tests/scale) and in PHPUnit.
	if ( '127.0.0.1' === ( $_SERVER['REMOTE_ADDR'] ?? '' ) ) {
		add_filter( 'pre_option_stagecraft_forms_rate_limit', static fn (): int => 1000 );
	}
	// Marks replies that built the REST server, so a test can tell the early slider reply
	// (php/Rest/EarlySliderReply.php) from the server's.
	add_action(
		'rest_api_init',
		static function (): void {
			if ( ! headers_sent() ) {
				header( 'X-Stagecraft-Test-Rest-Server: built' );
			}
		}
	);
	// The social stream sources call the stand-ins bin/wp/router.php serves on this site
	// (tests/e2e/stand-ins/social-apis.php), as the real providers cannot be reached here.
	add_filter(
		'stagecraft_stream_api_base',
		static function ( $base, $source ) {
			$port = (int) ( $_SERVER['SERVER_PORT'] ?? getenv( 'STAGECRAFT_PORT' ) );
			return $port > 0 ? 'http://127.0.0.1:' . $port . '/stand-ins/social/' . $source : $base;
		},
		10,
		2
	);
	add_filter(
		'stagecraft_captcha_answer',
		static function ( $answer ) {
			$fixed = isset( $_COOKIE['stagecraft_test_captcha'] ) ? strtoupper( sanitize_key( wp_unslash( $_COOKIE['stagecraft_test_captcha'] ) ) ) : '';
			return '' !== $fixed ? $fixed : $answer;
		}
	);
}

// The benchmarks read where the contact form's feedback route spends its time (Server-Timing).
add_filter( 'stagecraft_server_timing', '__return_true' );
