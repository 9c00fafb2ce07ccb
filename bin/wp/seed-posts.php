<?php
/**
 * Blog posts from demo/posts.json, by slug, each in its category; six posts a page, so the blog's
 * Load more has pages to load. Required by seed.php with $stagecraft_demo set.
 *
 * @package Stagecraft
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line seeder reading its own files.
if ( ! isset( $stagecraft_demo ) || ! is_readable( $stagecraft_demo . '/posts.json' ) ) {
	return;
}
update_option( 'posts_per_page', 6 );
foreach ( json_decode( (string) file_get_contents( $stagecraft_demo . '/posts.json' ), true ) as $stagecraft_post ) {
	$stagecraft_term = term_exists( $stagecraft_post['category'], 'category' );
	if ( ! $stagecraft_term ) {
		$stagecraft_term = wp_insert_term( $stagecraft_post['category'], 'category' );
	}
	$stagecraft_existing = get_page_by_path( $stagecraft_post['slug'], OBJECT, 'post' );
	$stagecraft_id       = wp_insert_post(
		array(
			'ID'            => $stagecraft_existing ? $stagecraft_existing->ID : 0,
			'post_type'     => 'post',
			'post_status'   => 'publish',
			'post_name'     => $stagecraft_post['slug'],
			'post_title'    => $stagecraft_post['title'],
			'post_date'     => $stagecraft_post['date'],
			'post_content'  => $stagecraft_post['content'],
			'post_category' => is_array( $stagecraft_term ) ? array( (int) $stagecraft_term['term_id'] ) : array(),
		),
		true
	);
	if ( is_wp_error( $stagecraft_id ) ) {
		fwrite( STDERR, $stagecraft_post['slug'] . ': ' . $stagecraft_id->get_error_message() . "\n" );
		exit( 1 );
	}
}
