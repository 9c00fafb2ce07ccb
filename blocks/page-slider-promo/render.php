<?php
/**
 * Server render of stagecraft/page-slider-promo: announcements as a slideshow module, each
 * shown for the bar's speed (data-speed) and faded in 300 ms (spec site.md section 9).
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_items = array();
foreach ( (array) ( $attributes['items'] ?? array() ) as $stagecraft_promo ) {
	$stagecraft_promo   = (array) $stagecraft_promo;
	$stagecraft_items[] = array(
		'title' => (string) ( $stagecraft_promo['text'] ?? '' ),
		'url'   => (string) ( $stagecraft_promo['url'] ?? '' ),
		'image' => 0,
		'alt'   => '',
		'tag'   => 'p',
	);
}
$stagecraft_speed = max( 1000, (int) ( $attributes['speed'] ?? \Stagecraft\Blocks\PageSliderModule::AUTOPLAY ) );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	\Stagecraft\Blocks\PageSliderModule::build( 'promo', __( 'Announcements', 'stagecraft' ), $stagecraft_items, 1, 64, $stagecraft_speed, \Stagecraft\Blocks\PageSliderModule::PROMO_TRANSITION ),
	$stagecraft_items,
	get_block_wrapper_attributes(
		array(
			'class'      => 'stagecraft-page-slider is-promo',
			'data-speed' => (string) $stagecraft_speed,
		)
	)
);
