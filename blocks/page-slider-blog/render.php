<?php
/**
 * Server render of stagecraft/page-slider-blog: the latest posts as a carousel module,
 * four shown (spec site.md section 9), run by the module runtime.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_items  = \Stagecraft\Blocks\PageSliderModule::query_items( 'post', (int) ( $attributes['count'] ?? 10 ) );
$stagecraft_module = \Stagecraft\Blocks\PageSliderModule::build( 'blog', __( 'Latest posts', 'stagecraft' ), $stagecraft_items, 4, 320 );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$stagecraft_module,
	$stagecraft_items,
	// 4 shown at the widest, fewer on narrower screens.
	\Stagecraft\Blocks\PageSliderModule::wrapper( $stagecraft_module, array( 4, 4, 3, 2 ), 'stagecraft-page-slider' )
);
