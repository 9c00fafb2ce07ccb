<?php
/**
 * Server render of stagecraft/page-slider-clients: the clients as a carousel module, as many
 * shown as fit 400 px minus 40 per client (spec site.md section 9), run by the module runtime.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_items = array();
foreach ( (array) ( $attributes['items'] ?? array() ) as $stagecraft_client ) {
	$stagecraft_client  = (array) $stagecraft_client;
	$stagecraft_image   = (int) ( $stagecraft_client['image'] ?? 0 );
	$stagecraft_items[] = array(
		'title' => (string) ( $stagecraft_client['name'] ?? '' ),
		'url'   => (string) ( $stagecraft_client['url'] ?? '' ),
		'image' => $stagecraft_image,
		'alt'   => (string) ( $stagecraft_client['name'] ?? '' ),
	);
}
$stagecraft_module = \Stagecraft\Blocks\PageSliderModule::build( 'clients', __( 'Our clients', 'stagecraft' ), $stagecraft_items, \Stagecraft\Blocks\PageSliderModule::clients_shown( count( $stagecraft_items ) ), 140 );
echo \Stagecraft\Blocks\PageSliderModule::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$stagecraft_module,
	$stagecraft_items,
	// Fewer on narrower screens, each client keeping its size.
	\Stagecraft\Blocks\PageSliderModule::wrapper( $stagecraft_module, \Stagecraft\Blocks\PageSliderModule::clients_widths( count( $stagecraft_items ) ), 'stagecraft-page-slider is-clients' )
);
