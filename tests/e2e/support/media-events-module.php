<?php
/**
 * Makes (or removes) a module whose video layer's media events trigger actions (issue 19 part 1:
 * evt mediastart, mediapause, mediaend), and a page showing it, for
 * tests/e2e/module-media-events.spec.ts. Each event toggles a class on a text layer.
 * Usage: php media-events-module.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require __DIR__ . '/module-page.php';

$stagecraft_alias = 'e2e-media-events';
if ( 'remove' === $stagecraft_command ) {
	stagecraft_e2e_remove_module_page( $stagecraft_alias );
	exit( 0 );
}

// The demo's clip (bin/wp/seed.php imports it).
$stagecraft_clip = get_posts(
	array(
		'post_type'   => 'attachment',
		'meta_key'    => '_stagecraft_demo_media', // phpcs:ignore WordPress.DB.SlowDBQuery
		'meta_value'  => 'clip.mp4', // phpcs:ignore WordPress.DB.SlowDBQuery
		'numberposts' => 1,
		'fields'      => 'ids',
	)
);
if ( ! $stagecraft_clip ) {
	fwrite( STDERR, "The demo clip is not in the media library: seed the demo first.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a command-line script.
	exit( 1 );
}

/**
 * A text layer whose class an action toggles.
 *
 * @param int    $id   Layer id.
 * @param string $text Text.
 * @param int    $y    Top offset, px.
 * @return array<string,mixed>
 */
function stagecraft_media_events_text( int $id, string $text, int $y ): array {
	return array(
		'id'      => $id,
		'type'    => 'text',
		'tag'     => 'p',
		'content' => array( 'text' => $text ),
		'pos'     => array(
			'pos' => 'absolute',
			'x'   => array( 560 ),
			'y'   => array( $y ),
		),
	);
}

/**
 * An action toggling a class on a layer when the video's media does something.
 *
 * @param string $evt    Media event.
 * @param int    $target Layer id.
 * @param string $class  Class name.
 * @return array<string,mixed>
 */
function stagecraft_media_events_action( string $evt, int $target, string $class ): array {
	return array(
		'a'     => 'toggleclass',
		'evt'   => $evt,
		'src'   => array( $target ),
		'class' => $class,
	);
}

stagecraft_e2e_module_page(
	'Media events module',
	array(
		'alias'    => $stagecraft_alias,
		'title'    => 'Media events module',
		'type'     => 'slider',
		'settings' => array(
			'size'      => array(
				'width'  => array( 1240, 1240, 1024, 778, 480 ),
				'height' => array( 400, 400, 400, 400, 400 ),
			),
			'slideshow' => array( 'auto' => false ),
		),
		'slides'   => array(
			array(
				'id'     => 1,
				'title'  => 'Video',
				'order'  => 0,
				'bg'     => array( 'color' => '#ffffff' ),
				'layers' => array(
					array(
						'id'      => 1,
						'type'    => 'video',
						'tag'     => 'div',
						'size'    => array(
							'w' => 480,
							'h' => 270,
						),
						'pos'     => array(
							'pos' => 'absolute',
							'x'   => array( 40 ),
							'y'   => array( 40 ),
						),
						'media'   => array(
							'type'     => 'html5',
							'src'      => wp_make_link_relative( (string) wp_get_attachment_url( (int) $stagecraft_clip[0] ) ),
							'start'    => 0,
							'end'      => 1,
							'loop'     => false,
							'autoPlay' => 'false',
							'mute'     => true,
							'ratio'    => '16:9',
						),
						'actions' => array(
							stagecraft_media_events_action( 'mediastart', 2, 'is-started' ),
							stagecraft_media_events_action( 'mediapause', 3, 'is-paused' ),
							stagecraft_media_events_action( 'mediaend', 4, 'is-ended' ),
						),
					),
					stagecraft_media_events_text( 2, 'Started', 40 ),
					stagecraft_media_events_text( 3, 'Paused', 100 ),
					stagecraft_media_events_text( 4, 'Ended', 160 ),
				),
			),
		),
	)
);
