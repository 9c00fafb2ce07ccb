<?php
/**
 * Creates (or removes) a module of 14 slides and a page showing it, for the test of the slides
 * a page sends without their layers.
 * Usage: php long-module.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
wp_set_current_user( 1 );

$stagecraft_alias = 'e2e-long-module';
$stagecraft_repo  = new Stagecraft\Storage\ModuleRepository();
$stagecraft_page  = get_page_by_path( $stagecraft_alias, OBJECT, 'page' );
$stagecraft_found = get_page_by_path( $stagecraft_alias, OBJECT, Stagecraft\Storage\ModulePostType::NAME );
if ( 'remove' === $stagecraft_command ) {
	foreach ( array( $stagecraft_page, $stagecraft_found ) as $stagecraft_post ) {
		if ( $stagecraft_post ) {
			wp_delete_post( $stagecraft_post->ID, true );
		}
	}
	exit( 0 );
}

$stagecraft_module = array(
	'alias'    => $stagecraft_alias,
	'title'    => 'Long module',
	'type'     => 'slider',
	'settings' => array(
		'size'      => array(
			'width'  => array( 1240, 1240, 1024, 778, 480 ),
			'height' => array( 400, 400, 400, 400, 400 ),
		),
		'slideshow' => array( 'auto' => false ),
	),
	'slides'   => array(),
);
for ( $stagecraft_s = 1; $stagecraft_s <= 14; $stagecraft_s++ ) {
	$stagecraft_module['slides'][] = array(
		'id'     => $stagecraft_s,
		'title'  => 'Slide ' . $stagecraft_s,
		'order'  => $stagecraft_s,
		'bg'     => array( 'color' => '#1e1b4b' ),
		'layers' => array(
			array(
				'id'      => 1,
				'type'    => 'text',
				'tag'     => 'p',
				'content' => array( 'text' => 'Text of slide ' . $stagecraft_s ),
				'pos'     => array( 'pos' => 'relative' ),
			),
		),
	);
}
if ( $stagecraft_found ) {
	$stagecraft_module['id'] = $stagecraft_found->ID;
}
$stagecraft_saved = $stagecraft_repo->save( $stagecraft_module );
if ( is_wp_error( $stagecraft_saved ) ) {
	fwrite( STDERR, $stagecraft_saved->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a command-line script.
	exit( 1 );
}
wp_insert_post(
	array(
		'ID'           => $stagecraft_page ? $stagecraft_page->ID : 0,
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_name'    => $stagecraft_alias,
		'post_title'   => 'Long module',
		'post_content' => '<!-- wp:stagecraft/module {"alias":"' . $stagecraft_alias . '"} /-->',
	)
);
