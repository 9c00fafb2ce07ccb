<?php
/**
 * Creates (or removes) a three-slide module with global (static) slides in front of and
 * behind its slides, a module background with an overlay pattern and custom CSS and
 * JavaScript (issue 16 part 8), and a page showing it, for tests/e2e/module-static.spec.ts.
 * Usage: php static-module.php create|remove [jquery] (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require __DIR__ . '/module-page.php';

$stagecraft_alias = 'e2e-static-module';
if ( 'remove' === $stagecraft_command ) {
	stagecraft_e2e_remove_module_page( $stagecraft_alias );
	exit( 0 );
}

/**
 * A text layer on the grid.
 *
 * @param int                 $id   Layer id.
 * @param string              $text Its text.
 * @param int                 $x    Left offset, px.
 * @param int                 $y    Top offset, px.
 * @param array<string,mixed> $more Other fields.
 * @return array<string,mixed>
 */
function stagecraft_static_layer( int $id, string $text, int $x, int $y, array $more = array() ): array {
	return array_merge(
		array(
			'id'      => $id,
			'type'    => 'text',
			'tag'     => 'p',
			'content' => array( 'text' => $text ),
			'pos'     => array(
				'pos' => 'absolute',
				'x'   => array( $x ),
				'y'   => array( $y ),
			),
		),
		$more
	);
}

/**
 * A slide with an opaque background and one text layer.
 *
 * @param int    $n      Slide number.
 * @param string $colour Background colour.
 * @return array<string,mixed>
 */
function stagecraft_static_slide( int $n, string $colour ): array {
	return array(
		'id'     => $n,
		'title'  => 'Slide ' . $n,
		'order'  => $n,
		'bg'     => array( 'color' => $colour ),
		'layers' => array( stagecraft_static_layer( 1, 'Slide ' . $n . ' text', 40, 300 ) ),
	);
}

$stagecraft_js = 'document.documentElement.dataset.stagecraftCustomJs = "ran";';
if ( 'jquery' === ( $argv[2] ?? '' ) ) {
	$stagecraft_js = 'jQuery( function ( $ ) { $( "html" ).attr( "data-stagecraft-custom-js", "jquery:" + typeof $.fn.jquery ); } );';
}

stagecraft_e2e_module_page(
	'Static layers module',
	array(
		'alias'    => $stagecraft_alias,
		'title'    => 'Static layers module',
		'type'     => 'slider',
		'settings' => array(
			'size'      => array(
				'width'  => array( 1240, 1240, 1024, 778, 480 ),
				'height' => array( 500, 500, 500, 500, 500 ),
			),
			'slideshow' => array( 'auto' => false ),
			'bg'        => array(
				'color'   => '#0f766e',
				'overlay' => array(
					'pattern' => 5,
					'c'       => 'rgba(255,255,255,0.4)',
					'size'    => 8,
				),
			),
			'codes'     => array(
				'css' => '#stagecraft-module-e2e-static-module .stagecraft-module__static.is-front p { letter-spacing: 3px; }',
				'js'  => $stagecraft_js,
			),
		),
		'slides'   => array(
			stagecraft_static_slide( 1, '#1e1b4b' ),
			stagecraft_static_slide( 2, '#7c2d12' ),
			stagecraft_static_slide( 3, '#14532d' ),
			array(
				'id'     => 10,
				'title'  => 'In front',
				'order'  => 10,
				'global' => true,
				'pos'    => 'front',
				'layers' => array(
					stagecraft_static_layer(
						1,
						'Always here',
						40,
						20,
						array(
							'tl' => array(
								'in' => array(
									'frames' => array(
										array( 'o' => 0 ),
										array(
											'o' => 1,
											'd' => 300,
										),
									),
								),
							),
						)
					),
					stagecraft_static_layer(
						2,
						'Only on slide two',
						40,
						90,
						array(
							'sStart' => 2,
							'sEnd'   => 2,
						)
					),
				),
			),
			array(
				'id'     => 11,
				'title'  => 'Behind',
				'order'  => 11,
				'global' => true,
				'pos'    => 'back',
				'layers' => array( stagecraft_static_layer( 1, 'Behind the slides', 40, 160 ) ),
			),
		),
	)
);
