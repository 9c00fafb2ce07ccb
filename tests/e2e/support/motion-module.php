<?php
/**
 * Creates (or removes) a one-slide module whose layers use every kind of motion of issue 16
 * (loop, pan of the slide background, skew and rotateX, filter blur, clip and mask, a filter
 * class) and a page showing it, for tests/e2e/module-motion.spec.ts.
 * Usage: php motion-module.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require __DIR__ . '/module-page.php';

$stagecraft_alias = 'e2e-motion-module';
if ( 'remove' === $stagecraft_command ) {
	stagecraft_e2e_remove_module_page( $stagecraft_alias );
	exit( 0 );
}

/**
 * A text layer placed on the grid, with its timelines.
 *
 * @param int                 $id   Layer id.
 * @param string              $text Its text.
 * @param int                 $y    Top offset, px.
 * @param array<string,mixed> $tl   Its timelines.
 * @param array<string,mixed> $more Other fields.
 * @return array<string,mixed>
 */
function stagecraft_motion_layer( int $id, string $text, int $y, array $tl, array $more = array() ): array {
	return array_merge(
		array(
			'id'      => $id,
			'alias'   => strtolower( $text ),
			'type'    => 'text',
			'tag'     => 'p',
			'content' => array( 'text' => $text ),
			'pos'     => array(
				'pos' => 'absolute',
				'x'   => array( 40 ),
				'y'   => array( $y ),
			),
			'tl'      => $tl,
		),
		$more
	);
}

// A long in-scene that moves evenly, so a sample in its middle is in its middle.
$stagecraft_slow = array(
	'd' => 2000,
	'e' => 'none',
);

$stagecraft_module = array(
	'alias'    => $stagecraft_alias,
	'title'    => 'Motion module',
	'type'     => 'slider',
	'settings' => array(
		'size'      => array(
			'width'  => array( 1240, 1240, 1024, 778, 480 ),
			'height' => array( 500, 500, 500, 500, 500 ),
		),
		'slideshow' => array(
			'auto' => false,
			'len'  => 4000,
		),
	),
	'slides'   => array(
		array(
			'id'     => 1,
			'title'  => 'Motion',
			'order'  => 1,
			'bg'     => array(
				'color' => '#1e1b4b',
				'image' => array(
					'src'    => plugins_url( 'build/templates/media/hero.jpg', Stagecraft\Plugin::main_file() ),
					'width'  => 1600,
					'height' => 900,
				),
			),
			'layers' => array(
				array(
					'id'      => 1,
					'type'    => 'shape',
					'subtype' => 'slidebg',
					'tl'      => array(
						'pan' => array(
							'frames' => array(
								array(
									'sX' => 1,
									'sY' => 1,
								),
								array(
									'sX' => 1.25,
									'sY' => 1.25,
									'x'  => -40,
								),
							),
						),
					),
				),
				stagecraft_motion_layer(
					2,
					'Looping',
					20,
					array(
						'in'   => array(
							'frames' => array(
								array( 'o' => 0 ),
								array(
									'o' => 1,
									'd' => 200,
								),
							),
						),
						'loop' => array(
							'frames' => array(
								array(
									'y' => -30,
									'd' => 500,
									'e' => 'none',
								),
							),
							'y'      => true,
						),
					)
				),
				stagecraft_motion_layer(
					3,
					'Skewed',
					90,
					array(
						'in' => array(
							'frames' => array(
								array(
									'o'   => 0,
									'skX' => 30,
									'rX'  => 60,
								),
								array_merge( array( 'o' => 1 ), $stagecraft_slow ),
							),
						),
					)
				),
				stagecraft_motion_layer(
					4,
					'Blurred',
					160,
					array(
						'in'     => array( 'frames' => array( array( 'o' => 0 ), $stagecraft_slow ) ),
						'filter' => array( 'blur' => 12 ),
					)
				),
				stagecraft_motion_layer(
					5,
					'Clipped',
					230,
					array(
						'in' => array(
							'frames' => array(
								array( 'clip' => 0 ),
								array_merge( array( 'clip' => 100 ), $stagecraft_slow ),
							),
						),
					)
				),
				stagecraft_motion_layer(
					6,
					'Masked',
					300,
					array(
						'in'   => array( 'frames' => array( array( 'o' => 1 ), $stagecraft_slow ) ),
						'mask' => array( 'frames' => array( array( 'x' => -100 ) ) ),
					)
				),
				stagecraft_motion_layer( 7, 'Grey', 370, array(), array( 'mF' => 'grayscale' ) ),
			),
		),
	),
);
stagecraft_e2e_module_page( 'Motion module', $stagecraft_module );
