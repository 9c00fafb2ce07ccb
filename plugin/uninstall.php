<?php
/**
 * Removes Stagecraft's data when the plugin is deleted from wp-admin: modules, contact forms and
 * their submissions (personal data) with their uploaded files, every option, counter and
 * challenge the plugin stored, its keys, and its database-error page if it is still its own.
 *
 * @package Stagecraft
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// The plugin's classes (WordPress loads only this file): names and rules come from one place.
require_once __DIR__ . '/php/Autoloader.php';
Stagecraft\Autoloader::register( __DIR__ . '/php' );

global $wpdb;

$stagecraft_posts = get_posts(
	array(
		'post_type'   => array( Stagecraft\Storage\ModulePostType::NAME, Stagecraft\Forms\FormPostType::POST_TYPE, Stagecraft\Forms\SubmissionStore::POST_TYPE ),
		'post_status' => 'any',
		'numberposts' => -1,
		'fields'      => 'ids',
	)
);
foreach ( $stagecraft_posts as $stagecraft_post_id ) {
	wp_delete_post( $stagecraft_post_id, true );
}

// Uploaded form files (encrypted with a key deleted below, so unreadable in any case).
$stagecraft_files = Stagecraft\Forms\Uploads::dir();
if ( is_dir( $stagecraft_files ) ) {
	foreach ( (array) glob( $stagecraft_files . '/{,.}*', GLOB_BRACE ) as $stagecraft_file ) {
		if ( is_string( $stagecraft_file ) && is_file( $stagecraft_file ) ) {
			wp_delete_file( $stagecraft_file );
		}
	}
	rmdir( $stagecraft_files ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the plugin's own folder.
}

// Options, transients, rate-limit windows, used challenges and keys: all named stagecraft_.
$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-time cleanup by prefix.
	$wpdb->prepare(
		"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
		$wpdb->esc_like( 'stagecraft_' ) . '%',
		$wpdb->esc_like( '_transient_stagecraft_' ) . '%',
		$wpdb->esc_like( '_transient_timeout_stagecraft_' ) . '%'
	)
);
wp_cache_flush();

wp_clear_scheduled_hook( Stagecraft\Forms\Forms::HOURLY );
wp_clear_scheduled_hook( Stagecraft\Forms\Retention::HOOK );

// The database-error page, only if it is the copy Stagecraft installed.
Stagecraft\Site\DatabaseErrorPage::remove();
