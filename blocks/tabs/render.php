<?php
/**
 * Server render of stagecraft/tabs: in-page links to its tabs' sections, then the sections.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block, its tabs as inner blocks.
 */

echo Stagecraft\Blocks\TabsMarkup::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$block,
	get_block_wrapper_attributes( array( 'class' => 'stagecraft-tabs' ) )
);
