<?php
/**
 * Server render of stagecraft/helper: the title, a link per panel and the panels, which open by
 * their fragment without JavaScript (:target); the script makes the links disclosure buttons.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block, its panels as inner blocks.
 */

echo Stagecraft\Blocks\HelperMarkup::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$block,
	(string) ( $attributes['title'] ?? '' )
);
