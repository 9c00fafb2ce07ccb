<?php
/**
 * Shop helpers for WooCommerce (spec site.md sections 2, 4 and 9): the rating opens the reviews
 * tab, quantity plus/minus, add-to-cart states.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

use Stagecraft\Plugin;

/**
 * Adds the quantity buttons through WooCommerce's own template hooks and brings the script to the
 * pages whose blocks hold WooCommerce's markup (its blocks, or its classic markup in a block). It
 * reads WooCommerce's documented markup and events only; WooCommerce itself is never called.
 */
final class ShopHelpers {

	public const SCRIPT = 'stagecraft-shop-helpers';

	/** Classes of WooCommerce's markup that the helpers act on. */
	private const MARKERS = array( 'woocommerce-review-link', 'class="quantity', 'add_to_cart_button', 'wc-block-components-product-button' );

	/**
	 * Hooks the buttons and the render filter.
	 */
	public static function register(): void {
		add_action( 'woocommerce_before_quantity_input_field', array( self::class, 'minus' ) );
		add_action( 'woocommerce_after_quantity_input_field', array( self::class, 'plus' ) );
		add_filter( 'render_block', array( self::class, 'detect' ), 10, 2 );
	}

	/**
	 * The minus button, before the input.
	 */
	public static function minus(): void {
		echo self::button( 'minus' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in button().
	}

	/**
	 * The plus button, after the input.
	 */
	public static function plus(): void {
		echo self::button( 'plus' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in button().
		self::enqueue();
	}

	/**
	 * A quantity button's markup.
	 *
	 * @param string $which 'plus' or 'minus'.
	 */
	public static function button( string $which ): string {
		$label = 'plus' === $which ? __( 'Increase quantity', 'stagecraft' ) : __( 'Decrease quantity', 'stagecraft' );
		return sprintf(
			'<button type="button" class="stagecraft-quantity__button" data-stagecraft-quantity="%1$s" aria-label="%2$s"><span aria-hidden="true">%3$s</span></button>',
			esc_attr( $which ),
			esc_attr( $label ),
			'plus' === $which ? '+' : '&minus;'
		);
	}

	/**
	 * Enqueues the script where a block renders WooCommerce's markup.
	 *
	 * @param string              $html  Rendered block.
	 * @param array<string,mixed> $block Parsed block.
	 */
	public static function detect( string $html, array $block ): string {
		if ( str_starts_with( (string) ( $block['blockName'] ?? '' ), 'woocommerce/' ) ) {
			self::enqueue();
			return $html;
		}
		foreach ( self::MARKERS as $marker ) {
			if ( str_contains( $html, $marker ) ) {
				self::enqueue();
				break;
			}
		}
		return $html;
	}

	/**
	 * The script, with its words.
	 */
	public static function enqueue(): void {
		if ( wp_script_is( self::SCRIPT ) ) {
			return;
		}
		$build = Plugin::build_dir() . '/shop-helpers';
		if ( ! is_readable( $build . '/index.asset.php' ) ) {
			return;
		}
		$asset = require $build . '/index.asset.php';
		wp_enqueue_script( self::SCRIPT, plugins_url( 'build/shop-helpers/index.js', Plugin::main_file() ), $asset['dependencies'], $asset['version'], array( 'strategy' => 'defer' ) );
		wp_set_script_translations( self::SCRIPT, 'stagecraft', dirname( Plugin::main_file() ) . '/languages' );
		wp_register_style( self::SCRIPT, false, array(), $asset['version'] );
		wp_add_inline_style( self::SCRIPT, '.quantity{display:inline-flex;align-items:stretch}.stagecraft-quantity__button{min-width:2.5em;font:inherit;cursor:pointer}' );
		wp_enqueue_style( self::SCRIPT );
	}
}
