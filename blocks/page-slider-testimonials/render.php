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
	\Stagecraft\Blocks\PageSliderModule::build( 'testimonials', __( 'What our customers say', 'stagecraft' ), $stagecraft_items, 1, 260 ),
	$stagecraft_items,
	get_block_wrapper_attributes( array( 'class' => 'stagecraft-page-slider is-testimonials' ) )
);
