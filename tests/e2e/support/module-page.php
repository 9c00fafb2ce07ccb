<?php
/**
 * A module and a page showing it, made or removed for one end-to-end test file (the module
 * fixtures long-module.php and motion-module.php build the module; this stores it).
 *
 * @package Stagecraft
 */

/**
 * Removes the module and the page of an alias.
 *
 * @param string $alias The module's alias, also the page's slug.
 */
function stagecraft_e2e_remove_module_page( string $alias ): void {
	foreach ( array( 'page', Stagecraft\Storage\ModulePostType::NAME ) as $type ) {
		$post = get_page_by_path( $alias, OBJECT, $type );
		if ( $post ) {
			wp_delete_post( $post->ID, true );
		}
	}
}

/**
 * Stores the module (replacing one of its alias) and publishes a page of the same slug that
 * shows it; exits 1 with the reason when the module is refused.
 *
 * @param string              $title  The page's title.
 * @param array<string,mixed> $module The module, with its alias.
 */
function stagecraft_e2e_module_page( string $title, array $module ): void {
	wp_set_current_user( 1 );
	$alias = (string) $module['alias'];
	$found = get_page_by_path( $alias, OBJECT, Stagecraft\Storage\ModulePostType::NAME );
	if ( $found ) {
		$module['id'] = $found->ID;
	}
	$saved = ( new Stagecraft\Storage\ModuleRepository() )->save( $module );
	if ( is_wp_error( $saved ) ) {
		fwrite( STDERR, $saved->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a command-line script.
		exit( 1 );
	}
	$page = get_page_by_path( $alias, OBJECT, 'page' );
	wp_insert_post(
		array(
			'ID'           => $page ? $page->ID : 0,
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $alias,
			'post_title'   => $title,
			'post_content' => '<!-- wp:stagecraft/module {"alias":"' . $alias . '"} /-->',
		)
	);
}
