<?php
/**
 * A page with a shop slider of exactly four products, four asked for (the even count that
 * equals the items): php tests/e2e/support/page-slider-four.php create|remove, with
 * STAGECRAFT_DB and STAGECRAFT_PORT as bin/test sets them. Needs the shop fixture's products
 * (shop-products.php).
 *
 * @package Stagecraft
 */

require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require dirname( __DIR__, 3 ) . '/bench/fixture-page.php';

$stagecraft_slug = 'page-slider-four';
if ( 'remove' === ( $argv[1] ?? '' ) ) {
	$stagecraft_page = get_page_by_path( $stagecraft_slug, OBJECT, 'page' );
	if ( $stagecraft_page ) {
		wp_delete_post( $stagecraft_page->ID, true );
	}
	exit( 0 );
}
stagecraft_bench_page( $stagecraft_slug, '<!-- wp:stagecraft/page-slider-shop {"count":4,"align":"wide"} /-->' );
echo "page $stagecraft_slug ready\n";
