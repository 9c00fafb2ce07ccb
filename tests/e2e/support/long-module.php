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
require __DIR__ . '/module-page.php';

$stagecraft_alias = 'e2e-long-module';
if ( 'remove' === $stagecraft_command ) {
	stagecraft_e2e_remove_module_page( $stagecraft_alias );
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
stagecraft_e2e_module_page( 'Long module', $stagecraft_module );
