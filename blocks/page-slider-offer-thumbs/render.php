<?php
/**
 * Server render of stagecraft/page-slider-offer-thumbs: the offers as a full-width slideshow
 * module with the module's thumbnails navigation, whose window follows the shown offer.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_items = \Stagecraft\Blocks\PageSliderOffers::items( $attributes );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	\Stagecraft\Blocks\PageSliderModule::build( 'offer-thumbs', __( 'Featured offers', 'stagecraft' ), $stagecraft_items, 1, \Stagecraft\Blocks\PageSliderOffers::HEIGHT, \Stagecraft\Blocks\PageSliderModule::AUTOPLAY, 0, \Stagecraft\Blocks\PageSliderOffers::thumbs() ),
	$stagecraft_items,
	get_block_wrapper_attributes( array( 'class' => 'stagecraft-page-slider is-offer has-thumbnails' ) )
);
