<?php
/**
 * The shop stream, with WooCommerce reported active or not.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\WooSource;
use Stagecraft\Tests\IntegrationTestCase;
use WP_Error;

/**
 * Products, newest first and at most 30, with prices; a clear reason without WooCommerce.
 */
final class WooSourceTest extends IntegrationTestCase {

	/**
	 * Stands in for WooCommerce's post type and category taxonomy.
	 */
	protected function set_up(): void {
		parent::set_up();
		register_post_type( 'product', array( 'public' => true ) );
		register_taxonomy( 'product_cat', 'product' );
	}

	/**
	 * Removes them again.
	 */
	protected function tear_down(): void {
		unregister_taxonomy( 'product_cat' );
		unregister_post_type( 'product' );
		parent::tear_down();
	}

	public function test_without_woocommerce_the_reason_is_given(): void {
		$items = ( new WooSource( '__return_false' ) )->items( array(), array() );

		$this->assertInstanceOf( WP_Error::class, $items );
		$this->assertSame( 'WooCommerce is not active.', $items->get_error_message() );
	}

	public function test_products_newest_first_capped_at_30_with_prices(): void {
		$ids = array();
		for ( $i = 0; $i < 31; $i++ ) {
			$ids[] = $this->product( 'Product ' . $i, '9.99' );
		}
		update_post_meta( $ids[30], '_sale_price', '7.50' );
		update_post_meta( $ids[30], '_sku', 'SKU-<30>' );
		update_post_meta( $ids[30], '_wc_average_rating', '4.50' );

		$items = ( new WooSource( '__return_true' ) )->items( array(), array( 'lang' => '' ) );

		$this->assertIsArray( $items );
		$this->assertCount( 30, $items, 'the spec: 30 products' );
		$this->assertSame( array_slice( array_reverse( $ids ), 0, 30 ), array_column( $items, 'id' ) );
		$this->assertSame( '9.99', $items[0]['price'] );
		$this->assertSame( '7.50', $items[0]['salePrice'] );
		$this->assertSame( 'SKU-&lt;30&gt;', $items[0]['sku'] );
		$this->assertSame( 'Product 30', $items[0]['title'] );
		$this->assertSame( '4.50', $items[0]['rating'] );
		$this->assertSame( add_query_arg( 'add-to-cart', $ids[30], get_permalink( $ids[30] ) ), $items[0]['cart'] );
	}

	public function test_products_of_the_chosen_categories_only(): void {
		$term = wp_insert_term( 'Shoes', 'product_cat' );
		$this->assertIsArray( $term );
		$shoe = $this->product( 'Shoe', '50' );
		$this->product( 'Hat', '20' );
		wp_set_object_terms( $shoe, array( (int) $term['term_id'] ), 'product_cat' );
		$module = array( 'settings' => array( 'source' => array( 'woo' => array( 'category' => array( $term['term_id'] ) ) ) ) );

		$items = ( new WooSource( '__return_true' ) )->items( $module, array() );

		$this->assertIsArray( $items );
		$this->assertSame( array( $shoe ), array_column( $items, 'id' ) );
		$this->assertSame( 'Shoes', $items[0]['categories'][0]['name'] );
	}

	/**
	 * Inserts a published product with a price.
	 *
	 * @param string $title Title.
	 * @param string $price Price.
	 * @return int Product id.
	 */
	private function product( string $title, string $price ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => 'product',
				'post_title'  => $title,
				'post_status' => 'publish',
			)
		);
		update_post_meta( $id, '_price', $price );
		update_post_meta( $id, '_regular_price', $price );
		return $id;
	}
}
