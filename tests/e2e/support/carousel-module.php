<?php
/**
 * Creates (or removes) a carousel that plays on its own, glides free (no snap) and has tabs,
 * with a page showing it, for tests/e2e/module-carousel-play.spec.ts.
 * Usage: php carousel-module.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require __DIR__ . '/module-page.php';

$stagecraft_alias = 'e2e-carousel-module';
if ( 'remove' === $stagecraft_command ) {
	stagecraft_e2e_remove_module_page( $stagecraft_alias );
	exit( 0 );
}

$stagecraft_slides = array();
foreach ( array( '#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#134e4a', '#831843' ) as $stagecraft_index => $stagecraft_color ) {
	$stagecraft_slides[] = array(
		'id'     => $stagecraft_index + 1,
		'title'  => 'Panel ' . ( $stagecraft_index + 1 ),
		'order'  => $stagecraft_index,
		'bg'     => array( 'color' => $stagecraft_color ),
		'layers' => array(
			array(
				'id'      => 1,
				'alias'   => 'title',
				'pid'     => -1,
				'type'    => 'text',
				'tag'     => 'h2',
				'content' => array( 'text' => 'Panel ' . ( $stagecraft_index + 1 ) ),
			),
		),
	);
}

stagecraft_e2e_module_page(
	'Carousel module',
	array(
		'alias'    => $stagecraft_alias,
		'title'    => 'Carousel module',
		'type'     => 'carousel',
		'settings' => array(
			'size'       => array(
				'width'  => array( 1240, 1240, 1024, 778, 480 ),
				'height' => array( 400, 400, 360, 320, 280 ),
			),
			'slideshow'  => array(
				'auto' => true,
				'len'  => 3000,
				'sOH'  => false,
			),
			'carousel'   => array(
				'maxV'     => 3,
				'space'    => 20,
				'stretch'  => true,
				'scale'    => 90,
				'snap'     => false,
				'infinity' => true,
				'dur'      => 600,
			),
			'navigation' => array(
				'tabs' => array(
					'set' => true,
					'key' => 'default',
				),
			),
			'nav'        => array( 'keyboard' => true ),
		),
		'slides'   => $stagecraft_slides,
	)
);
