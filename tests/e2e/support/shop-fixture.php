<?php
/**
 * Creates the shop fixture page: WooCommerce's documented markup for a product (rating, quantity
 * with the buttons its template hooks get from Stagecraft, tabs) and a product list, since
 * WooCommerce cannot be installed on these machines:
 *   php tests/e2e/support/shop-fixture.php
 * with STAGECRAFT_DB and STAGECRAFT_PORT as bin/test sets them.
 *
 * @package Stagecraft
 */

require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require dirname( __DIR__, 3 ) . '/bench/fixture-page.php';

// The markup holds form fields, as WooCommerce's templates print them.
kses_remove_filters();
$stagecraft_markup = strtr(
	(string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/woocommerce/product.html' ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
	array(
		'__MINUS__' => Stagecraft\Site\ShopHelpers::button( 'minus' ),
		'__PLUS__'  => Stagecraft\Site\ShopHelpers::button( 'plus' ),
	)
);
stagecraft_bench_page( 'shop-fixture', $stagecraft_markup );
echo "shop fixture ready\n";
