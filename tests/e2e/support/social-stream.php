<?php
/**
 * Makes (or removes) the social stream fixtures of tests/e2e/module-social-stream.spec.ts: a
 * module whose slides come from a YouTube playlist and one whose X (Twitter) account does not
 * exist, each on a page of its alias, and the stand-in credentials for both sources. The site
 * calls the stand-ins (tests/e2e/stand-ins/social-apis.php) through the stagecraft_stream_api_base
 * filter of bin/wp/stagecraft-local.php.
 * Usage: php social-stream.php create|remove (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require __DIR__ . '/module-page.php';
require dirname( __DIR__ ) . '/stand-ins/social-apis.php';

/**
 * Forgets every cached feed, so a run reads the stand-in afresh.
 */
function stagecraft_e2e_forget_feeds(): void {
	global $wpdb;
	$names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_stagecraft\\_stream\\_%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a test fixture.
	foreach ( $names as $name ) {
		delete_transient( substr( (string) $name, strlen( '_transient_' ) ) );
	}
}

$stagecraft_aliases = array( 'e2e-social-youtube', 'e2e-social-failing' );
stagecraft_e2e_forget_feeds();
if ( 'remove' === $stagecraft_command ) {
	foreach ( $stagecraft_aliases as $stagecraft_alias ) {
		stagecraft_e2e_remove_module_page( $stagecraft_alias );
	}
	delete_option( Stagecraft\Streams\StreamCredentials::OPTION );
	exit( 0 );
}

Stagecraft\Streams\StreamCredentials::save(
	array(
		'youtube' => STAGECRAFT_STAND_IN_CREDENTIAL,
		'twitter' => STAGECRAFT_STAND_IN_CREDENTIAL,
	)
);

/**
 * A module whose one template slide shows each item's picture, title and link.
 *
 * @param string              $alias  Alias.
 * @param array<string,mixed> $source settings.source.
 * @return array<string,mixed>
 */
function stagecraft_e2e_social_module( string $alias, array $source ): array {
	$at = static fn ( int $x, int $y ) => array(
		'pos' => 'absolute',
		'x'   => array( $x ),
		'y'   => array( $y ),
	);
	return array(
		'alias'    => $alias,
		'title'    => 'Social stream ' . $alias,
		'type'     => 'slider',
		'settings' => array(
			'size'      => array(
				'width'  => array( 1240, 1240, 1024, 778, 480 ),
				'height' => array( 480, 480, 480, 480, 480 ),
			),
			'slideshow' => array( 'auto' => false ),
			'bg'        => array( 'color' => '#101a3c' ),
			'source'    => $source,
		),
		'slides'   => array(
			array(
				'id'     => 1,
				'title'  => '{{title}}',
				'order'  => 0,
				'bg'     => array( 'color' => '#101a3c' ),
				'layers' => array(
					array(
						'id'         => 1,
						'type'       => 'image',
						'content'    => array( 'src' => '' ),
						'fromStream' => array( 'image' => true ),
						'size'       => array(
							'w' => array( 480 ),
							'h' => array( 270 ),
						),
						'pos'        => $at( 40, 40 ),
					),
					array(
						'id'         => 2,
						'type'       => 'text',
						'tag'        => 'h2',
						'content'    => array( 'text' => 'Latest video' ),
						'fromStream' => array( 'title' => true ),
						'attr'       => array( 'class' => 'e2e-social__title' ),
						'pos'        => $at( 560, 40 ),
					),
					array(
						'id'      => 3,
						'type'    => 'text',
						'tag'     => 'p',
						'content' => array( 'text' => 'By {{author}}' ),
						'attr'    => array( 'class' => 'e2e-social__author' ),
						'pos'     => $at( 560, 140 ),
					),
					array(
						'id'         => 4,
						'type'       => 'button',
						'tag'        => 'a',
						'content'    => array( 'text' => 'Watch on YouTube' ),
						'fromStream' => array( 'link' => true ),
						'actions'    => array(
							array(
								'a'     => 'link',
								'evt'   => 'click',
								'link'  => '#',
								'ltype' => 'a',
							),
						),
						'pos'        => $at( 560, 220 ),
					),
				),
			),
		),
	);
}

stagecraft_e2e_module_page(
	'YouTube stream',
	stagecraft_e2e_social_module(
		'e2e-social-youtube',
		array(
			'type'    => 'youtube',
			'youtube' => array( 'playlist' => 'PLstandin' ),
		)
	)
);
stagecraft_e2e_module_page(
	'Failing X stream',
	stagecraft_e2e_social_module(
		'e2e-social-failing',
		array(
			'type'    => 'twitter',
			'twitter' => array( 'user' => 'missing' ),
		)
	)
);
