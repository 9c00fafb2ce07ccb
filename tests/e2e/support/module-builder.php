<?php
/**
 * Sets up (or cleans up) the module builder story: a contributor account, and no module or
 * page left from an earlier run.
 * Usage: php module-builder.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$stagecraft_user = get_user_by( 'login', 'e2e-contributor' );
foreach ( array( 'stagecraft_module', 'page' ) as $stagecraft_type ) {
	$stagecraft_posts = get_posts(
		array(
			'post_type'   => $stagecraft_type,
			'post_status' => 'any',
			's'           => 'E2E builder',
			'numberposts' => -1,
		)
	);
	foreach ( $stagecraft_posts as $stagecraft_post ) {
		wp_delete_post( $stagecraft_post->ID, true );
	}
}
if ( $stagecraft_user ) {
	wp_delete_user( $stagecraft_user->ID );
}
if ( 'create' === $stagecraft_command ) {
	wp_insert_user(
		array(
			'user_login' => 'e2e-contributor',
			'user_pass'  => 'password',
			'user_email' => 'e2e-contributor@example.test',
			'role'       => 'contributor',
		)
	);
}
