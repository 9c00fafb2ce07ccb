<?php
/**
 * Server render of stagecraft/countdown: the time left now, or the message once it is over.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

echo Stagecraft\Blocks\CountdownMarkup::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$attributes,
	get_block_wrapper_attributes( array( 'class' => 'stagecraft-countdown' ) ),
	microtime( true ) * 1000
);
