<?php
/**
 * Server render of stagecraft/page-slider-offer: the offers as a full-width slideshow module,
 * each slide's title, text, image and button, run by the module runtime.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_items = \Stagecraft\Blocks\PageSliderOffers::items( $attributes );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	\Stagecraft\Blocks\PageSliderModule::build( 'offer', __( 'Offers', 'stagecraft' ), $stagecraft_items, 1, \Stagecraft\Blocks\PageSliderOffers::HEIGHT ),
	$stagecraft_items,
	get_block_wrapper_attributes( array( 'class' => 'stagecraft-page-slider is-offer' ) )
);
