<?php
/**
 * Plants a link into a stored module past every save check, as a direct database write or an
 * old version could have left it, or puts the stored JSON back.
 * Usage: php plant-link.php plant|restore ALIAS LAYER-ID LINK (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';

global $wpdb;
$stagecraft_post = get_page_by_path( (string) ( $argv[2] ?? '' ), OBJECT, 'stagecraft_module' );
if ( ! $stagecraft_post ) {
	fwrite( STDERR, "no such module\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a command-line script.
	exit( 1 );
}
$stagecraft_backup = 'stagecraft_e2e_planted_' . $stagecraft_post->ID;
if ( 'plant' === $stagecraft_command ) {
	add_option( $stagecraft_backup, $stagecraft_post->post_content, '', false );
	$stagecraft_module = json_decode( $stagecraft_post->post_content, true );
	foreach ( $stagecraft_module['slides'] as &$stagecraft_slide ) {
		foreach ( $stagecraft_slide['layers'] as &$stagecraft_layer ) {
			if ( (int) ( $argv[3] ?? 0 ) === (int) $stagecraft_layer['id'] ) {
				$stagecraft_layer['actions'][0]['link'] = (string) ( $argv[4] ?? '' );
			}
		}
	}
	unset( $stagecraft_slide, $stagecraft_layer );
	$stagecraft_content = (string) wp_json_encode( $stagecraft_module );
} else {
	$stagecraft_content = (string) get_option( $stagecraft_backup, $stagecraft_post->post_content );
	delete_option( $stagecraft_backup );
}
$wpdb->update( $wpdb->posts, array( 'post_content' => $stagecraft_content ), array( 'ID' => $stagecraft_post->ID ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- past every save check, on purpose.
clean_post_cache( $stagecraft_post->ID );
