<?php
/**
 * Server render of stagecraft/page-slider-query: the inner query loop's posts as a carousel
 * module whose visible count steps down at 1441, 960 and 768 px (spec site.md section 9).
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

$stagecraft_items  = \Stagecraft\Blocks\PageSliderQuery::items( (array) ( $block->parsed_block['innerBlocks'] ?? array() ) );
$stagecraft_shown  = \Stagecraft\Blocks\PageSliderQuery::shown( (int) ( $attributes['shown'] ?? 4 ) );
$stagecraft_module = \Stagecraft\Blocks\PageSliderModule::build( 'query', __( 'Posts', 'stagecraft' ), $stagecraft_items, $stagecraft_shown[0], 320 );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$stagecraft_module,
	$stagecraft_items,
	\Stagecraft\Blocks\PageSliderModule::wrapper( $stagecraft_module, $stagecraft_shown, 'stagecraft-page-slider is-query' )
);
