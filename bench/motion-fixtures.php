<?php
/**
 * The motion benchmark's harder cases (issue 16): the 30-layer scene entering through a 3D
 * transition, and 200 characters of text split by characters. Required by fixtures.php, which
 * defines stagecraft_bench_layer() and stagecraft_bench_page().
 *
 * @package Stagecraft
 */

/**
 * Saves a two-slide module whose second slide is the measured one, and a page showing it.
 *
 * @param string                         $alias  Alias (also the page slug).
 * @param array<string,mixed>            $second The second slide's own fields.
 * @param array<int,array<string,mixed>> $layers The second slide's layers.
 */
function stagecraft_bench_motion_module( string $alias, array $second, array $layers ): void {
	$first  = array(
		'id'     => 1,
		'title'  => 'Slide 1',
		'order'  => 1,
		'bg'     => array( 'color' => '#134e4a' ),
		'layers' => array(),
	);
	$module = array(
		'alias'    => $alias,
		'title'    => $alias,
		'type'     => 'slider',
		'settings' => array(
			'size'      => array(
				'width'  => array( 1240, 1240, 1024, 778, 480 ),
				'height' => array( 560, 560, 500, 460, 420 ),
			),
			'slideshow' => array(
				'auto' => false,
				'len'  => 9000,
			),
		),
		'slides'   => array(
			$first,
			array_merge(
				array(
					'id'     => 2,
					'title'  => 'Slide 2',
					'order'  => 2,
					'bg'     => array( 'color' => '#1e1b4b' ),
					'layers' => $layers,
				),
				$second
			),
		),
	);
	$saved  = ( new Stagecraft\Storage\ModuleRepository() )->save( $module );
	if ( is_wp_error( $saved ) ) {
		fwrite( STDERR, $alias . ': ' . $saved->get_error_message() . "\n" );
		exit( 1 );
	}
	stagecraft_bench_page( $alias, '<!-- wp:stagecraft/module {"alias":"' . $alias . '","align":"wide"} /-->' );
}

$stagecraft_motion_layers = array();
for ( $stagecraft_l = 1; $stagecraft_l <= 30; $stagecraft_l++ ) {
	$stagecraft_motion_layers[] = stagecraft_bench_layer( $stagecraft_l, ( $stagecraft_l % 30 ) * 20 );
}
stagecraft_bench_motion_module(
	'bench-motion-3d',
	array(
		'slideshow' => array(
			'trans' => array(
				'e' => 'cubeleft',
				'd' => 1000,
			),
		),
	),
	$stagecraft_motion_layers
);

// 200 characters of prose, split into characters that arrive 12 ms apart.
$stagecraft_split            = stagecraft_bench_layer( 1, 0 );
$stagecraft_split['tl']      = array(
	'in'    => $stagecraft_split['tl']['in'],
	'split' => array(
		'chars' => true,
		's'     => 12,
	),
);
$stagecraft_split['content'] = array(
	'text' => substr( str_repeat( 'Every character of this sentence arrives on its own, a little after the one before it. ', 3 ), 0, 200 ),
);
$stagecraft_split['size']    = array( 'w' => array( 900, 900, 800, 600, 380 ) );
stagecraft_bench_motion_module( 'bench-motion-split', array(), array( $stagecraft_split ) );
