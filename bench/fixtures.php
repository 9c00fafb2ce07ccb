<?php
/**
 * Creates the benchmarks' own modules and pages in the demo site, idempotently: an image-only
 * baseline page, a module with 30 animated layers, and generated modules for the scale runs.
 * Usage: php fixtures.php (run by bench/run.mjs through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_pages = array();
require dirname( __DIR__ ) . '/bin/wp/load.php';
require __DIR__ . '/fixture-page.php';
wp_set_current_user( 1 );

/**
 * A text layer with in and out frames.
 *
 * @param int $id    Layer id.
 * @param int $start Start of the in scene, ms.
 * @return array<string,mixed>
 */
function stagecraft_bench_layer( int $id, int $start ): array {
	return array(
		'id'      => $id,
		'alias'   => 'Layer ' . $id,
		'pid'     => -1,
		'type'    => 'text',
		'tag'     => 'span',
		'content' => array( 'text' => 'Layer ' . $id ),
		'tl'      => array(
			'in'  => array(
				'frames' => array(
					array(
						'o' => 0,
						'x' => -40,
						'y' => 20,
					),
					array(
						'o'  => 1,
						'x'  => 0,
						'y'  => 0,
						'd'  => 900,
						'e'  => 'power3.out',
						'st' => $start,
					),
				),
			),
			'out' => array(
				'frames' => array(
					array( 'o' => 1 ),
					array(
						'o' => 0,
						'y' => -20,
						'd' => 400,
					),
				),
			),
		),
	);
}

/**
 * The benchmark modules' settings: a fixed box, no autoplay (the benchmarks change slides).
 *
 * @return array<string,mixed>
 */
function stagecraft_bench_settings(): array {
	return array(
		'size'      => array(
			'width'  => array( 1240, 1240, 1024, 778, 480 ),
			'height' => array( 560, 560, 500, 460, 420 ),
		),
		'slideshow' => array(
			'auto' => false,
			'len'  => 9000,
		),
	);
}

/**
 * Saves a generated module and a page showing it.
 *
 * @param string $alias  Alias (also the page slug).
 * @param int    $slides Slides.
 * @param int    $layers Layers per slide.
 */
function stagecraft_bench_module( string $alias, int $slides, int $layers ): void {
	$module = array(
		'alias'    => $alias,
		'title'    => $alias,
		'type'     => 'slider',
		'settings' => stagecraft_bench_settings(),
		'slides'   => array(),
	);
	for ( $s = 1; $s <= $slides; $s++ ) {
		$slide = array(
			'id'     => $s,
			'title'  => 'Slide ' . $s,
			'order'  => $s,
			'bg'     => array( 'color' => 0 === $s % 2 ? '#1e1b4b' : '#134e4a' ),
			'layers' => array(),
		);
		for ( $l = 1; $l <= $layers; $l++ ) {
			$slide['layers'][] = stagecraft_bench_layer( $l, ( $l % 30 ) * 20 );
		}
		$module['slides'][] = $slide;
	}
	$saved = ( new Stagecraft\Storage\ModuleRepository() )->save( $module );
	if ( is_wp_error( $saved ) ) {
		fwrite( STDERR, $alias . ': ' . $saved->get_error_message() . "\n" );
		exit( 1 );
	}
	stagecraft_bench_page( $alias, '<!-- wp:stagecraft/module {"alias":"' . $alias . '","align":"wide"} /-->' );
}

// The baseline of the lab metrics: only the hero's first-slide image, as a core image block.
$stagecraft_hero  = ( new Stagecraft\Storage\ModuleRepository() )->find_by_alias( 'hero-demo' );
$stagecraft_image = $stagecraft_hero['slides'][0]['bg']['image'] ?? array();
stagecraft_bench_page(
	'bench-image-baseline',
	sprintf(
		'<!-- wp:image {"id":%1$d,"sizeSlug":"full","align":"wide"} --><figure class="wp-block-image alignwide size-full"><img src="%2$s" alt="" class="wp-image-%1$d" width="%3$d" height="%4$d" fetchpriority="high"/></figure><!-- /wp:image -->',
		(int) ( $stagecraft_image['id'] ?? 0 ),
		esc_url( (string) ( $stagecraft_image['src'] ?? '' ) ),
		(int) ( $stagecraft_image['width'] ?? 0 ),
		(int) ( $stagecraft_image['height'] ?? 0 )
	)
);
// Its like for like: the hero module alone, where the baseline has its image alone.
stagecraft_bench_page(
	'bench-hero',
	'<!-- wp:stagecraft/module {"alias":"hero-demo","align":"wide"} /-->'
);
stagecraft_bench_module( 'bench-motion', 2, 30 );
require __DIR__ . '/motion-fixtures.php';
foreach ( array( 10, 100, 1000 ) as $stagecraft_count ) {
	stagecraft_bench_module( 'bench-slides-' . $stagecraft_count, $stagecraft_count, 3 );
}
foreach ( array( 10, 100, 500 ) as $stagecraft_count ) {
	stagecraft_bench_module( 'bench-layers-' . $stagecraft_count, 3, $stagecraft_count );
}
echo "bench fixtures ready\n";
