<?php
/**
 * Removes Stagecraft's data when the plugin is deleted from wp-admin.
 *
 * @package Stagecraft
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

$stagecraft_modules = get_posts(
	array(
		'post_type'   => 'stagecraft_module',
		'post_status' => 'any',
		'numberposts' => -1,
		'fields'      => 'ids',
	)
);
foreach ( $stagecraft_modules as $stagecraft_module_id ) {
	wp_delete_post( $stagecraft_module_id, true );
}
