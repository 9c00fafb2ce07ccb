<?php
/**
 * Server render of stagecraft/counter: the final number, which the script counts up to.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

echo Stagecraft\Blocks\CounterMarkup::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$attributes,
	get_block_wrapper_attributes( array( 'class' => 'stagecraft-counter' ) )
);
