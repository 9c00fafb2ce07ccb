<?php
/**
 * Creates (or removes) a one-slide module whose text layers split into characters, words and
 * lines (issue 16 part 3), and a page showing it, for tests/e2e/module-split.spec.ts.
 * Usage: php split-module.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require __DIR__ . '/module-page.php';

$stagecraft_alias = 'e2e-split-module';
if ( 'remove' === $stagecraft_command ) {
	stagecraft_e2e_remove_module_page( $stagecraft_alias );
	exit( 0 );
}

/**
 * A split text layer: it rises and fades in, unit by unit.
 *
 * @param int                 $id    Layer id.
 * @param string              $text  Its text.
 * @param int                 $y     Top offset, px.
 * @param array<string,mixed> $split Its tl.split.
 * @param array<int,int>      $w     Width per device level, px.
 * @param int                 $start  When the units start moving, ms after the slide is drawn.
 * @return array<string,mixed>
 */
function stagecraft_split_layer( int $id, string $text, int $y, array $split, array $w, int $start = 0 ): array {
	return array(
		'id'      => $id,
		'type'    => 'text',
		'tag'     => 'p',
		'content' => array( 'text' => $text ),
		'pos'     => array(
			'pos' => 'absolute',
			'x'   => array( 40 ),
			'y'   => array( $y ),
		),
		'size'    => array( 'w' => $w ),
		'tl'      => array(
			'in'    => array(
				'frames' => array(
					array(
						'o' => 0,
						'y' => 40,
					),
					array(
						'o'  => 1,
						'y'  => 0,
						'd'  => 1000,
						'e'  => 'none',
						'st' => $start,
					),
				),
			),
			'split' => $split,
		),
	);
}

$stagecraft_wide = array( 1100, 1100, 900, 700, 400 );
stagecraft_e2e_module_page(
	'Split text module',
	array(
		'alias'    => $stagecraft_alias,
		'title'    => 'Split text module',
		'type'     => 'hero',
		'settings' => array(
			'size' => array(
				'width'  => array( 1240, 1240, 1024, 778, 480 ),
				'height' => array( 500, 500, 500, 500, 500 ),
			),
		),
		'slides'   => array(
			array(
				'id'     => 1,
				'title'  => 'Split',
				'order'  => 1,
				'bg'     => array( 'color' => '#1e1b4b' ),
				'layers' => array(
					stagecraft_split_layer( 1, 'Split by <strong>chars</strong>', 20, array( 'chars' => true ), $stagecraft_wide ),
					stagecraft_split_layer(
						2,
						'Five words in this line',
						90,
						array(
							'words' => true,
							's'     => 200,
						),
						$stagecraft_wide,
						// Later than the page takes to mount, so the test's paused clock sees it start.
						3000
					),
					stagecraft_split_layer(
						3,
						'Lines are measured where the text wraps, so a narrower layer at a smaller device level has more of them than a wide one',
						160,
						array( 'lines' => true ),
						array( 700, 700, 600, 500, 260 )
					),
				),
			),
		),
	)
);
