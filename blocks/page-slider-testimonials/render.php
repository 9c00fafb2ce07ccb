<?php
/**
 * Server render of stagecraft/page-slider-testimonials: the quotes as a slideshow module, one
 * at a time, run by the module runtime.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_items = array();
foreach ( (array) ( $attributes['items'] ?? array() ) as $stagecraft_quote ) {
	$stagecraft_quote   = (array) $stagecraft_quote;
	$stagecraft_items[] = array(
		'title' => (string) ( $stagecraft_quote['author'] ?? '' ),
		'url'   => '',
		'image' => 0,
		'alt'   => '',
		'text'  => (string) ( $stagecraft_quote['quote'] ?? '' ),
	);
}
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	// The arrows in a band under the quote, as under the cards: beside it they covered its words on phones.
	\Stagecraft\Blocks\PageSliderModule::build( 'testimonials', __( 'What our customers say', 'stagecraft' ), $stagecraft_items, 1, 260, \Stagecraft\Blocks\PageSliderModule::AUTOPLAY, 0, array( 'arrows' => \Stagecraft\Blocks\PageSliderLayout::arrows() ) ),
	$stagecraft_items,
	get_block_wrapper_attributes(
		array(
			'class' => 'stagecraft-page-slider is-testimonials',
			'style' => \Stagecraft\Blocks\PageSliderModule::arrow_band_style(),
		)
	)
);
