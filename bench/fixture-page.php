<?php
/**
 * The benchmarks' page writer, shared with the end-to-end test that checks visitors never see
 * these pages (tests/e2e/support/fixture-page.php).
 *
 * @package Stagecraft
 */

/**
 * Creates or updates a page. It stays published, since the benchmarks load it as a visitor
 * without logging in, and is marked a fixture, so the site leaves it out of its page list,
 * search, sitemaps and menus (Stagecraft\Site\FixturePages).
 *
 * @param string $slug    Slug.
 * @param string $content Block markup.
 */
function stagecraft_bench_page( string $slug, string $content ): void {
	$existing = get_page_by_path( $slug, OBJECT, 'page' );
	$id       = wp_insert_post(
		array(
			'ID'           => $existing ? $existing->ID : 0,
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $slug,
			'post_content' => $content,
		)
	);
	if ( $id > 0 ) {
		Stagecraft\Site\FixturePages::mark( (int) $id );
	}
}
