<?php
/**
 * Opens the demo contact form to load testing and closes it again: `open` lifts the per-IP rate
 * limit (every wrk request comes from 127.0.0.1) and prints the form id; `close` restores it and
 * deletes the submissions the run stored (invalid submissions are stored too) and its captchas.
 * Usage: php forms.php open|close (run by bench/rest-load.mjs through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__ ) . '/bin/wp/load.php';

$stagecraft_form = get_page_by_path( 'contact', OBJECT, 'stagecraft_form' );
if ( 'open' === $stagecraft_command ) {
	update_option( 'stagecraft_bench_rate_limit', get_option( 'stagecraft_forms_rate_limit', '' ) );
	update_option( 'stagecraft_forms_rate_limit', 1000000 );
	update_option( 'stagecraft_bench_started', time() );
	echo (int) ( $stagecraft_form ? $stagecraft_form->ID : 0 );
} elseif ( 'close' === $stagecraft_command ) {
	$stagecraft_saved = get_option( 'stagecraft_bench_rate_limit', '' );
	if ( '' === $stagecraft_saved ) {
		delete_option( 'stagecraft_forms_rate_limit' );
	} else {
		update_option( 'stagecraft_forms_rate_limit', $stagecraft_saved );
	}
	delete_option( 'stagecraft_bench_rate_limit' );
	$stagecraft_started = (int) get_option( 'stagecraft_bench_started', time() );
	delete_option( 'stagecraft_bench_started' );
	$stagecraft_ids = get_posts(
		array(
			'post_type'      => 'stagecraft_entry',
			'post_status'    => 'any',
			'posts_per_page' => -1,
			'fields'         => 'ids',
			'date_query'     => array(
				array(
					'after'  => gmdate( 'Y-m-d H:i:s', $stagecraft_started - 1 ),
					'column' => 'post_date_gmt',
				),
			),
		)
	);
	foreach ( $stagecraft_ids as $stagecraft_id ) {
		wp_delete_post( (int) $stagecraft_id, true );
	}
	// Every reply drew a fresh captcha; those of the run go with it.
	global $wpdb;
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_stagecraft_captcha_' ) . '%', $wpdb->esc_like( '_transient_timeout_stagecraft_captcha_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a bench clean-up of its own rows.
}
