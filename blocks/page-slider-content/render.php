<?php
/**
 * Server render of stagecraft/page-slider-content: each inner group a slide of a slideshow
 * module, run by the module runtime.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

$stagecraft_items = \Stagecraft\Blocks\PageSliderContent::items( (array) ( $block->parsed_block['innerBlocks'] ?? array() ) );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	\Stagecraft\Blocks\PageSliderModule::build( 'content', __( 'Slides', 'stagecraft' ), $stagecraft_items, 1, max( 160, min( 800, (int) ( $attributes['height'] ?? 360 ) ) ) ),
	$stagecraft_items,
	get_block_wrapper_attributes( array( 'class' => 'stagecraft-page-slider is-content' ) )
);
