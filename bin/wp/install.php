<?php
/**
 * Installs WordPress for the database in STAGECRAFT_DB (once), then makes sure the plugin, the
 * theme and pretty permalinks are active. Usage: php install.php ADMIN_USER ADMIN_PASSWORD
 *
 * @package Stagecraft
 */

define( 'WP_INSTALLING', true );
require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$admin_user     = $argv[1];
$admin_password = $argv[2];
if ( ! is_blog_installed() ) {
	// The "new site" notice would go to sendmail, which this machine does not have.
	add_filter( 'pre_wp_mail', '__return_false' );
	$result = wp_install( 'Stagecraft', $admin_user, 'admin@example.test', false, '', $admin_password );
	echo 'installed WordPress for database ' . DB_NAME . "\n";
}
update_option( 'blogdescription', 'Animated modules and a marketing site, WordPress-native.' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'UTC' );
// Debian's package ships Akismet, which wants the network; the site never needs it.
if ( is_plugin_active( 'akismet/akismet.php' ) ) {
	deactivate_plugins( 'akismet/akismet.php', true );
}
// The editor's welcome guide would cover the canvas on every first visit of the admin.
update_user_meta(
	1,
	$wpdb->get_blog_prefix() . 'persisted_preferences',
	array(
		'core/edit-post' => array( 'welcomeGuide' => false ),
		'_modified'      => gmdate( 'c' ),
	)
);
switch_theme( 'stagecraft' );
$activated = activate_plugin( 'stagecraft/stagecraft.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'plugin activation failed: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
if ( 'stagecraft' !== get_stylesheet() ) {
	fwrite( STDERR, "theme 'stagecraft' could not be activated\n" );
	exit( 1 );
}
