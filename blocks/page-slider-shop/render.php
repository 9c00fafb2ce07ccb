<?php
/**
 * Server render of stagecraft/page-slider-shop: WooCommerce's latest products as a carousel
 * module, four shown at the widest (spec site.md section 9); nothing without WooCommerce.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_items  = \Stagecraft\Blocks\PageSliderShop::items( (int) ( $attributes['count'] ?? 8 ) );
$stagecraft_module = \Stagecraft\Blocks\PageSliderModule::build( 'shop', __( 'Products', 'stagecraft' ), $stagecraft_items, \Stagecraft\Blocks\PageSliderShop::SHOWN[0], 320 );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$stagecraft_module,
	$stagecraft_items,
	\Stagecraft\Blocks\PageSliderModule::wrapper( $stagecraft_module, \Stagecraft\Blocks\PageSliderShop::SHOWN, 'stagecraft-page-slider is-shop' )
);
