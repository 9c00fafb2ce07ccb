<?php
/**
 * Creates or removes a page exactly as the benchmarks create theirs (bench/fixture-page.php), in
 * the test site: php tests/e2e/support/fixture-page.php create|remove SLUG [BLOCK MARKUP], with
 * STAGECRAFT_DB and STAGECRAFT_PORT as bin/test sets them. Without markup the page is a probe
 * paragraph.
 *
 * @package Stagecraft
 */

require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require dirname( __DIR__, 3 ) . '/bench/fixture-page.php';

$stagecraft_slug = (string) ( $argv[2] ?? 'bench-probe' );
if ( 'remove' === ( $argv[1] ?? '' ) ) {
	$stagecraft_page = get_page_by_path( $stagecraft_slug, OBJECT, 'page' );
	if ( $stagecraft_page ) {
		wp_delete_post( $stagecraft_page->ID, true );
	}
	exit( 0 );
}
stagecraft_bench_page(
	$stagecraft_slug,
	(string) ( $argv[3] ?? '<!-- wp:paragraph --><p>Benchmark probe page.</p><!-- /wp:paragraph -->' )
);
echo "fixture page $stagecraft_slug ready\n";
