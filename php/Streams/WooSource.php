<?php
/**
 * The shop stream: WooCommerce products.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;
use WP_Post;
use WP_Query;

/**
 * The newest published products, optionally of settings.source.woo.category ids.
 */
final class WooSource implements StreamSource {

	/**
	 * Items in one stream (spec section 9: "Shop stream: 30 products").
	 */
	public const MAX_PRODUCTS = 30;

	/**
	 * Tells whether WooCommerce is active.
	 *
	 * @var callable(): bool
	 */
	private $is_active;

	/**
	 * Sets how WooCommerce is detected.
	 *
	 * @param (callable(): bool)|null $is_active Detection; by default WooCommerce's main class.
	 */
	public function __construct( ?callable $is_active = null ) {
		$this->is_active = $is_active ?? static fn (): bool => class_exists( 'WooCommerce' );
	}

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'woo';
	}

	/**
	 * One item per product, with its prices and SKU.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param array<string,mixed> $args   Request arguments: lang.
	 * @return list<array<string,mixed>>|WP_Error
	 */
	public function items( array $module, array $args ): array|WP_Error {
		if ( ! ( $this->is_active )() ) {
			return new WP_Error( 'stagecraft_stream_woo_inactive', __( 'WooCommerce is not active.', 'stagecraft' ) );
		}
		$settings = SourceSettings::group( $module, 'woo' );
		$query    = new WP_Query( $this->query( SourceSettings::ids( $settings['category'] ?? array() ), (string) ( $args['lang'] ?? '' ) ) );
		$items    = array();
		foreach ( (array) $query->posts as $post ) {
			if ( $post instanceof WP_Post ) {
				$items[] = PostItem::from_post( $post, 'product_cat' ) + $this->prices( (int) $post->ID );
			}
		}
		return $items;
	}

	/**
	 * The query of the stream.
	 *
	 * @param array<int,int> $categories Product category ids, or none for all.
	 * @param string         $lang       Language code, or ''.
	 * @return array<string,mixed>
	 */
	private function query( array $categories, string $lang ): array {
		$tax_query = array();
		if ( $categories ) {
			$tax_query[] = array(
				'taxonomy' => 'product_cat',
				'terms'    => $categories,
			);
		}
		if ( taxonomy_exists( 'product_visibility' ) ) {
			// Products the shop hides from its catalogue stay hidden here too.
			$tax_query[] = array(
				'taxonomy' => 'product_visibility',
				'field'    => 'name',
				'terms'    => array( 'exclude-from-catalog' ),
				'operator' => 'NOT IN',
			);
		}
		$query = array(
			'post_type'           => 'product',
			'post_status'         => 'publish',
			'has_password'        => false,
			'posts_per_page'      => self::MAX_PRODUCTS, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 30, the spec's constant.
			'orderby'             => PostSource::ORDER_BY,
			'order'               => PostSource::ORDER,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
			'suppress_filters'    => false,
			'tax_query'           => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- at most 30 rows, and the catalogue visibility needs it.
		);
		if ( '' !== $lang ) {
			// A multilingual plugin reads its language from this query var; without one it is ignored.
			$query['lang'] = $lang;
		}
		return $query;
	}

	/**
	 * A product's prices, SKU, average rating and add-to-cart link, from the meta WooCommerce keeps
	 * on the product post (the link is WooCommerce's own ?add-to-cart= form).
	 *
	 * @param int $id Product id.
	 * @return array{price:string,regularPrice:string,salePrice:string,sku:string,rating:string,cart:string}
	 */
	private function prices( int $id ): array {
		return array(
			'price'        => esc_html( (string) get_post_meta( $id, '_price', true ) ),
			'regularPrice' => esc_html( (string) get_post_meta( $id, '_regular_price', true ) ),
			'salePrice'    => esc_html( (string) get_post_meta( $id, '_sale_price', true ) ),
			'sku'          => esc_html( (string) get_post_meta( $id, '_sku', true ) ),
			'rating'       => esc_html( (string) get_post_meta( $id, '_wc_average_rating', true ) ),
			'cart'         => esc_url_raw( add_query_arg( 'add-to-cart', $id, (string) get_permalink( $id ) ) ),
		);
	}
}
