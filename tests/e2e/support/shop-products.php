<?php
/**
 * The shop slider's fixture, since WooCommerce cannot be installed on these machines: a
 * stand-in that registers WooCommerce's documented `product` post type (a must-use plugin of
 * the test site), and six published products with a `_price` and a demo image:
 *   php tests/e2e/support/shop-products.php create|remove
 * with STAGECRAFT_DB and STAGECRAFT_PORT as bin/test sets them.
 *
 * @package Stagecraft
 */

require dirname( __DIR__, 3 ) . '/bin/wp/load.php';

$stagecraft_standin = WPMU_PLUGIN_DIR . '/stagecraft-test-products.php';
$stagecraft_action  = $argv[1] ?? 'create';

// Whatever the action, the products from an earlier run go.
foreach ( get_posts(
	array(
		'post_type'   => 'product',
		'post_status' => 'any',
		'numberposts' => 50, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- a fixture's handful.
		'meta_key'    => '_stagecraft_fixture', // phpcs:ignore WordPress.DB.SlowDBQuery
		'fields'      => 'ids',
	)
) as $stagecraft_old ) {
	wp_delete_post( (int) $stagecraft_old, true );
}

if ( 'remove' === $stagecraft_action ) {
	wp_delete_file( $stagecraft_standin );
	echo "shop products removed\n";
	return;
}

// As WooCommerce registers it (public, in the REST API, with an archive at /shop/).
file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- the test site's own folder.
	$stagecraft_standin,
	"<?php\n// Test stand-in for WooCommerce's product post type (tests/e2e/support/shop-products.php).\n" .
	"add_action( 'init', static function () { if ( ! post_type_exists( 'product' ) ) { register_post_type( 'product', array( 'public' => true, 'label' => 'Products', 'show_in_rest' => true, 'has_archive' => 'shop', 'rewrite' => array( 'slug' => 'product' ), 'supports' => array( 'title', 'editor', 'thumbnail' ) ) ); } } );\n"
);

$stagecraft_images = get_posts(
	array(
		'post_type'   => 'attachment',
		'post_status' => 'inherit',
		'numberposts' => 6,
		'meta_key'    => '_stagecraft_demo_media', // phpcs:ignore WordPress.DB.SlowDBQuery
		'fields'      => 'ids',
	)
);
foreach ( array( 'Linen apron', 'Ceramic mug', 'Oak serving board', 'Wool throw', 'Copper kettle', 'Herb planter' ) as $stagecraft_index => $stagecraft_name ) {
	$stagecraft_id = wp_insert_post(
		array(
			'post_type'   => 'product',
			'post_status' => 'publish',
			'post_title'  => $stagecraft_name,
			// Oldest first, so the slider (newest first) starts at the herb planter.
			'post_date'   => gmdate( 'Y-m-d H:i:s', time() - 3600 * ( 10 - $stagecraft_index ) ),
			'meta_input'  => array(
				'_price'              => (string) ( 12 + 7 * $stagecraft_index ) . '.50',
				'_stagecraft_fixture' => '1',
			),
		)
	);
	if ( isset( $stagecraft_images[ $stagecraft_index ] ) ) {
		set_post_thumbnail( $stagecraft_id, (int) $stagecraft_images[ $stagecraft_index ] );
	}
}
echo "shop products ready\n";
