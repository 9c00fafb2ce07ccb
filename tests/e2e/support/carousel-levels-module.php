<?php
/**
 * Creates (or removes) a carousel with five slides in view on the desktops and one on phones
 * (maxV and space per device level), and an endless one aligned right on the desktops and
 * left on phones (align and stretch per device level), each with a page showing it, for
 * tests/e2e/module-carousel-levels.spec.ts and module-carousel-align.spec.ts.
 * Usage: php carousel-levels-module.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require __DIR__ . '/module-page.php';

$stagecraft_alias = 'e2e-carousel-levels';
$stagecraft_align = 'e2e-carousel-align';
if ( 'remove' === $stagecraft_command ) {
	stagecraft_e2e_remove_module_page( $stagecraft_alias );
	stagecraft_e2e_remove_module_page( $stagecraft_align );
	exit( 0 );
}

$stagecraft_slides = array();
foreach ( array( '#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#134e4a', '#831843', '#3f3f46' ) as $stagecraft_index => $stagecraft_color ) {
	$stagecraft_slides[] = array(
		'id'     => $stagecraft_index + 1,
		'title'  => 'Card ' . ( $stagecraft_index + 1 ),
		'order'  => $stagecraft_index,
		'bg'     => array( 'color' => $stagecraft_color ),
		'layers' => array(
			array(
				'id'      => 1,
				'alias'   => 'title',
				'pid'     => -1,
				'type'    => 'text',
				'tag'     => 'h2',
				'content' => array( 'text' => 'Card ' . ( $stagecraft_index + 1 ) ),
			),
		),
	);
}

/**
 * Stores a carousel on the fixture's size (a grid of 1240 × 360 on the desktops down to
 * 480 × 320 on phones), without autoplay and with the keyboard, and its page.
 *
 * @param string              $title    The module's and the page's title.
 * @param string              $alias    The module's alias, also the page's slug.
 * @param array<string,mixed> $carousel The carousel settings.
 * @param array<int,mixed>    $slides   The slides.
 */
function stagecraft_e2e_carousel_page( string $title, string $alias, array $carousel, array $slides ): void {
	stagecraft_e2e_module_page(
		$title,
		array(
			'alias'    => $alias,
			'title'    => $title,
			'type'     => 'carousel',
			'settings' => array(
				'size'      => array(
					'width'  => array( 1240, 1240, 1024, 778, 480 ),
					'height' => array( 360, 360, 320, 300, 320 ),
				),
				'slideshow' => array( 'auto' => false ),
				'carousel'  => $carousel,
				'nav'       => array( 'keyboard' => true ),
			),
			'slides'   => $slides,
		)
	);
}

stagecraft_e2e_carousel_page(
	'Carousel per level',
	$stagecraft_alias,
	array(
		// Five on every level down to tablets, one on phones; the space narrows too.
		'maxV'     => array( 5, 5, 5, 5, 1 ),
		'space'    => array( 24, 24, 24, 16, 0 ),
		'stretch'  => true,
		'scale'    => 80,
		'infinity' => true,
	),
	$stagecraft_slides
);

stagecraft_e2e_carousel_page(
	'Carousel aligned per level',
	$stagecraft_align,
	array(
		// Six slides, three in view: the focused one at the end on the desktops, at the
		// start on phones, where the slides keep the layer grid's proportions.
		'maxV'     => 3,
		'space'    => array( 24, 24, 24, 16, 8 ),
		'align'    => array( 'right', 'right', 'right', 'right', 'left' ),
		'stretch'  => array( true, true, true, true, false ),
		'scale'    => 100,
		'infinity' => true,
	),
	array_slice( $stagecraft_slides, 0, 6 )
);
