<?php
/**
 * Server render of stagecraft/page-slider-portfolio: the latest portfolio items as a carousel module,
 * five shown (spec site.md section 9), run by the module runtime.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_items  = \Stagecraft\Blocks\PageSliderModule::query_items( 'portfolio', (int) ( $attributes['count'] ?? 10 ) );
$stagecraft_module = \Stagecraft\Blocks\PageSliderModule::build( 'portfolio', __( 'Latest work', 'stagecraft' ), $stagecraft_items, 5, 280 );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$stagecraft_module,
	$stagecraft_items,
	// 5 shown at the widest, fewer on narrower screens.
	\Stagecraft\Blocks\PageSliderModule::wrapper( $stagecraft_module, array( 5, 5, 3, 2 ), 'stagecraft-page-slider' )
);
