<?php
/**
 * The shop slider's products (spec site.md section 2): WooCommerce's products, read as its
 * documented post type `product` (price in the `_price` meta, image the featured image), so
 * the slider needs no WooCommerce code to render. WooCommerce registers that post type: without
 * it the slider shows nothing to visitors (the editor says why).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Product items of the shop slider.
 */
final class PageSliderShop {

	/** Products shown at once at the widest (spec site.md section 9), then per narrower width. */
	public const SHOWN = array( 4, 4, 3, 2 );

	/**
	 * Whether the shop is there: WooCommerce registers the `product` post type.
	 */
	public static function active(): bool {
		/**
		 * Filters whether the shop slider finds WooCommerce's products.
		 *
		 * @param bool $active Whether the `product` post type is registered.
		 */
		return (bool) apply_filters( 'stagecraft_shop_active', post_type_exists( 'product' ) );
	}

	/**
	 * The latest published products, each with its price as the line under its name.
	 *
	 * @param int $count Most products.
	 * @return array<int,array{title:string,url:string,image:int,alt:string,text:string}>
	 */
	public static function items( int $count ): array {
		if ( ! self::active() ) {
			return array();
		}
		$items = array();
		foreach ( PageSliderModule::query_items( 'product', $count ) as $item ) {
			$items[] = $item + array( 'text' => self::price( $item['id'] ) );
		}
		return $items;
	}

	/**
	 * A product's price as text: WooCommerce's own price (currency and sale) when it is
	 * loaded, else the `_price` meta as a number.
	 *
	 * @param int $id Product id.
	 */
	public static function price( int $id ): string {
		if ( function_exists( 'wc_get_product' ) ) {
			$product = wc_get_product( $id );
			if ( is_object( $product ) && method_exists( $product, 'get_price_html' ) ) {
				return trim( html_entity_decode( wp_strip_all_tags( (string) $product->get_price_html() ), ENT_QUOTES, 'UTF-8' ) );
			}
		}
		$price = get_post_meta( $id, '_price', true );
		return is_numeric( $price ) ? number_format_i18n( (float) $price, 2 ) : '';
	}
}
