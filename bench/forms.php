<?php
/**
 * Opens the demo contact form to load testing and closes it again: `open` lifts the per-IP rate
 * limit (every wrk request comes from 127.0.0.1) and prints the form id; `close` restores it.
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
	echo (int) ( $stagecraft_form ? $stagecraft_form->ID : 0 );
} elseif ( 'close' === $stagecraft_command ) {
	$stagecraft_saved = get_option( 'stagecraft_bench_rate_limit', '' );
	if ( '' === $stagecraft_saved ) {
		delete_option( 'stagecraft_forms_rate_limit' );
	} else {
		update_option( 'stagecraft_forms_rate_limit', $stagecraft_saved );
	}
	delete_option( 'stagecraft_bench_rate_limit' );
}
