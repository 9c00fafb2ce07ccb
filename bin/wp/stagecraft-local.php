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

// There is no sendmail. Until the SMTP transport lands, mail is appended to a log the tests can read.
add_filter(
	'pre_wp_mail',
	static function ( $result, $atts ) {
		if ( null !== $result ) {
			return $result;
		}
		$line = wp_json_encode(
			array(
				'time'    => gmdate( 'c' ),
				'to'      => $atts['to'],
				'subject' => $atts['subject'],
				'message' => $atts['message'],
			)
		);
		error_log( $line . "\n", 3, WP_CONTENT_DIR . '/../../logs/mail.log' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
		return true;
	},
	10,
	2
);
