<?php
/**
 * Creates (or removes) a one-slide module with svg layers (issue 16 part 7) and a page showing
 * it, for tests/e2e/module-svg.spec.ts. The svg files are served by the test (page.route).
 * Usage: php svg-module.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require __DIR__ . '/module-page.php';

$stagecraft_alias = 'e2e-svg-module';
if ( 'remove' === $stagecraft_command ) {
	stagecraft_e2e_remove_module_page( $stagecraft_alias );
	exit( 0 );
}

/**
 * An svg layer on the grid.
 *
 * @param int                 $id      Layer id.
 * @param string              $file    File name under /e2e-svg/.
 * @param int                 $x       Left offset, px.
 * @param array<string,mixed> $content More content fields.
 * @return array<string,mixed>
 */
function stagecraft_svg_layer( int $id, string $file, int $x, array $content = array() ): array {
	return array(
		'id'      => $id,
		'type'    => 'svg',
		'content' => array_merge( array( 'src' => home_url( '/e2e-svg/' . $file ) ), $content ),
		'pos'     => array(
			'pos' => 'absolute',
			'x'   => array( $x ),
			'y'   => array( 40 ),
		),
		'size'    => array(
			'w' => array( 200, 200, 200, 200, 120 ),
			'h' => array( 200, 200, 200, 200, 120 ),
		),
	);
}

stagecraft_e2e_module_page(
	'Svg layers module',
	array(
		'alias'    => $stagecraft_alias,
		'title'    => 'Svg layers module',
		'type'     => 'hero',
		'settings' => array(
			'size' => array(
				'width'  => array( 1240, 1240, 1024, 778, 480 ),
				'height' => array( 400, 400, 400, 400, 400 ),
			),
		),
		'slides'   => array(
			array(
				'id'     => 1,
				'title'  => 'Svg',
				'order'  => 1,
				'bg'     => array( 'color' => '#111827' ),
				'layers' => array(
					stagecraft_svg_layer(
						1,
						'shape.svg',
						40,
						array(
							'alt'    => 'Test shape',
							'stroke' => array(
								'c' => '#ff0000',
								'w' => 3,
							),
						)
					),
					stagecraft_svg_layer( 2, 'missing.svg', 300 ),
					stagecraft_svg_layer( 3, 'slow.svg', 560 ),
				),
			),
		),
	)
);
